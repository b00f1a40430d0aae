import { DateField, TextField } from 'react-admin';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';

export function WebhookShow() {
  return (
    <ShowWithHistory>
      <TextField source="companyName" />
      <TextField source="clientId" />
      <TextField source="clientSecret" />
      <TextField source="webhookUrl" emptyText="—" />
      <TextField source="agencyName" />
      <DateField source="modified" showTime />
    </ShowWithHistory>
  );
}
