import { DateField, DeleteButton, EditButton, Show, SimpleShowLayout, TextField, TopToolbar, useCanAccess } from 'react-admin';

const ShowActions = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'accounts', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounts', action: 'delete' });
  return (
    <TopToolbar>
      {canEdit && <EditButton />}
      {canDelete && (
        <DeleteButton mutationMode="pessimistic" />
      )}
    </TopToolbar>
  );
};

export function AccountShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="status" />
        <TextField source="agencyName" emptyText="—" />
        <TextField source="address1" />
        <TextField source="address2" emptyText="—" />
        <TextField source="city" />
        <TextField source="state" emptyText="—" />
        <TextField source="zipCode" />
        <TextField source="country" />
        <TextField source="phone" emptyText="—" />
        <TextField source="policyContactFirstName" emptyText="—" />
        <TextField source="policyContactLastName" emptyText="—" />
        <TextField source="policyContactEmail" emptyText="—" />
        <TextField source="policyContactPhone" emptyText="—" />
        <DateField source="created" showTime />
        <DateField source="modified" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
