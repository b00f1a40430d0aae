import { DateField, TextField } from 'react-admin';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';

export function AgentLicenseShow() {
  return (
    <ShowWithHistory>
      <TextField source="agentFirstName" />
      <TextField source="agentLastName" />
      <TextField source="agentEmail" />
      <TextField source="agentPhone" emptyText="—" />
      <TextField source="number" />
      <TextField source="state" />
      <DateField source="expirationDate" />
      <TextField source="npn" emptyText="—" />
    </ShowWithHistory>
  );
}
