import { Datagrid, DateField, List, Pagination, SearchInput, TextField } from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { webhooksResource } from './declaration';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function WebhookList() {
  const staff = useIsStaff();
  return (
    <List
      sort={listSort(webhooksResource)}
      perPage={webhooksResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...webhooksResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="companyName" />
        <TextField source="webhookUrl" emptyText="—" />
        <TextField source="clientId" sortable={false} />
        {staff && <TextField source="agencyName" sortable={false} />}
        <DateField source="modified" showTime />
      </Datagrid>
    </List>
  );
}
