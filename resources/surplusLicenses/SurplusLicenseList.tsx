import { BooleanField, Datagrid, List, Pagination, SearchInput, SelectArrayInput, TextField } from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { surplusLicensesResource } from './declaration';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="surplusLinesState" source="surplusLinesState" choices={US_STATE_CHOICES} />,
];

export function SurplusLicenseList() {
  const staff = useIsStaff();
  return (
    <List
      sort={listSort(surplusLicensesResource)}
      perPage={surplusLicensesResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...surplusLicensesResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="brokerFirstName" sortable={false} />
        <TextField source="brokerLastName" />
        <TextField source="brokerEmail" />
        <TextField source="surplusLicenseNumber" />
        <TextField source="surplusLinesState" />
        <BooleanField source="signatureOnFile" sortable={false} />
        {staff && <TextField source="agencyName" sortable={false} />}
      </Datagrid>
    </List>
  );
}
