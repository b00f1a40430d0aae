import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShowActions } from '../../src/console/resourceViews/ResourceActions';

export function WebhookShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="companyName" />
        <TextField source="clientId" />
        <TextField source="clientSecret" />
        <TextField source="webhookUrl" emptyText="—" />
        <TextField source="agencyName" />
        <DateField source="modified" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
