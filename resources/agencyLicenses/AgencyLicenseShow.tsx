import { BooleanField, DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShowActions } from '../../src/console/resourceViews/ResourceActions';

export function AgencyLicenseShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="number" />
        <TextField source="state" />
        <DateField source="expirationDate" />
        <TextField source="npn" emptyText="—" />
        <BooleanField source="activeResidentState" />
        <TextField source="agencyName" />
        <DateField source="modified" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
