import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShowActions } from '../../src/console/resourceViews/ResourceActions';

export function AgentLicenseShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="agentFirstName" />
        <TextField source="agentLastName" />
        <TextField source="agentEmail" />
        <TextField source="agentPhone" emptyText="—" />
        <TextField source="number" />
        <TextField source="state" />
        <DateField source="expirationDate" />
        <TextField source="npn" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
