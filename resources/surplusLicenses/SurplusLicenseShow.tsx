import { BooleanField, DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShowActions } from '../../src/console/resourceViews/ResourceActions';

export function SurplusLicenseShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="brokerFirstName" />
        <TextField source="brokerLastName" />
        <TextField source="brokerEmail" />
        <TextField source="surplusLicenseNumber" />
        <TextField source="surplusLinesState" />
        <BooleanField source="signatureOnFile" />
        <TextField source="agencyName" />
        <DateField source="modified" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
