import { CreateButton, Datagrid, DateField, List, TextField, TopToolbar, useCanAccess } from 'react-admin';
import { claimsResource } from './declaration';

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'claims', action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton />}</TopToolbar>;
};

export function ClaimList() {
  const { field, direction } = claimsResource.defaultSort;
  return (
    <List sort={{ field, order: (direction as string) === 'asc' ? 'ASC' : 'DESC' }} perPage={claimsResource.pageSizes[0]} actions={<ListActions />}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="claimNumber" emptyText="—" />
        <TextField source="name" />
        <TextField source="accountName" />
        <TextField source="status" />
        <DateField source="created" showTime />
      </Datagrid>
    </List>
  );
}
