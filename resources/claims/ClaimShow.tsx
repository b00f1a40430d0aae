import { DateField, EditButton, TextField, TopToolbar, useCanAccess } from 'react-admin';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { ClaimDeleteButton } from './ClaimDeleteButton';

function ClaimShowActions() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'claims', action: 'edit' });
  return (
    <TopToolbar>
      {canEdit && <EditButton />}
      <ClaimDeleteButton />
    </TopToolbar>
  );
}

/** A claim's summary (the first-notice answers that identify it) and its history. */
export function ClaimShow() {
  return (
    <ShowWithHistory actions={<ClaimShowActions />}>
      <TextField source="claimNumber" emptyText="—" />
      <TextField source="status" />
      <TextField source="accountName" />
      <TextField source="name" />
      <TextField source="email" emptyText="—" />
      <TextField source="address" emptyText="—" />
      <TextField source="city" emptyText="—" />
      <TextField source="state" emptyText="—" />
      <TextField source="zipCode" emptyText="—" />
      <DateField source="lossDate" emptyText="—" />
      <TextField source="lossDescription" emptyText="—" />
      <DateField source="created" showTime />
      <DateField source="modified" showTime />
    </ShowWithHistory>
  );
}
