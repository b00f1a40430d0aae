import { DateField, TextField } from 'react-admin';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { DeliveryLog } from './DeliveryLog';

export function WebhookShow() {
  return (
    <ShowWithHistory>
      <TextField source="companyName" />
      <TextField source="clientId" />
      <TextField source="clientSecret" />
      <TextField source="webhookUrl" emptyText="—" />
      <TextField source="agencyName" />
      <DateField source="modified" showTime />
      <DeliveryLog />
    </ShowWithHistory>
  );
}
