import { Datagrid, TextField } from 'react-admin';
import { RegionDateField } from '../../../src/console/resourceViews/RegionDateField';

/** The claims table of the claims list and of an account's Claims tab: number, reporter, account, status, filed. */
export function ClaimGrid() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="claimNumber" emptyText="—" />
      <TextField source="name" />
      <TextField source="accountName" />
      <TextField source="status" />
      <RegionDateField source="created" showTime />
    </Datagrid>
  );
}
