import { Datagrid, DateField, List, Pagination, SearchInput, SelectArrayInput, TextField } from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { agencyLicensesResource } from './declaration';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="state" source="state" choices={US_STATE_CHOICES} />,
];

/** Agency licences, soonest expiry first; staff also see which agency holds each. */
export function AgencyLicenseList() {
  const staff = useIsStaff();
  return (
    <List
      sort={listSort(agencyLicensesResource)}
      perPage={agencyLicensesResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...agencyLicensesResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" />
        <TextField source="state" />
        <DateField source="expirationDate" />
        <TextField source="npn" emptyText="—" sortable={false} />
        {staff && <TextField source="agencyName" />}
      </Datagrid>
    </List>
  );
}
