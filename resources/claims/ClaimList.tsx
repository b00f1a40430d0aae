import { Datagrid, DateField, SelectArrayInput, TextField } from 'react-admin';
import { choicesOf } from '../../src/console/resourceViews/listDefaults';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { CLAIM_STATUSES, claimsResource } from './declaration';

const COLUMNS = [
  { source: 'claimNumber' },
  { source: 'name' },
  { source: 'accountName' },
  { source: 'status' },
  { source: 'created' },
];
const filters = [<SelectArrayInput key="status" source="status" choices={choicesOf(CLAIM_STATUSES)} />];

/** Claims, newest first: search by reporter or claim number, filter UN_FILED / FILED. */
export function ClaimList() {
  return (
    <ResourceList declaration={claimsResource} columns={COLUMNS} filters={filters}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="claimNumber" emptyText="—" />
        <TextField source="name" />
        <TextField source="accountName" />
        <TextField source="status" />
        <DateField source="created" showTime />
      </Datagrid>
    </ResourceList>
  );
}
