import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectArrayInput,
  TextField,
} from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { agentLicensesResource } from './declaration';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="state" source="state" choices={US_STATE_CHOICES} />,
];

export function AgentLicenseList() {
  return (
    <List
      sort={listSort(agentLicensesResource)}
      perPage={agentLicensesResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...agentLicensesResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField
          source="agentLastName"
          render={(r: { agentFirstName: string; agentLastName: string }) => `${r.agentFirstName} ${r.agentLastName}`}
        />
        <TextField source="agentEmail" sortable={false} />
        <TextField source="number" />
        <TextField source="state" />
        <DateField source="expirationDate" />
      </Datagrid>
    </List>
  );
}
