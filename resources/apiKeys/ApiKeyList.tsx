import { Datagrid, DateField, FunctionField, List, Pagination, TextField, useTranslate } from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { apiKeysResource } from './declaration';

/** The organisation's keys: a secret is never listed, only its last four characters. */
export function ApiKeyList() {
  const translate = useTranslate();
  return (
    <List
      sort={listSort(apiKeysResource)}
      perPage={apiKeysResource.pageSizes[0]}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...apiKeysResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <FunctionField source="secretHint" sortable={false} render={(record: { secretHint: string }) => `…${record.secretHint}`} />
        <TextField source="createdBy" sortable={false} />
        <DateField source="lastUsed" showTime sortable={false} emptyText={translate('resources.apiKeys.never')} />
        <DateField source="created" showTime />
      </Datagrid>
    </List>
  );
}
