import { BooleanField, DateField, TextField } from 'react-admin';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';

export function SurplusLicenseShow() {
  return (
    <ShowWithHistory>
      <TextField source="brokerFirstName" />
      <TextField source="brokerLastName" />
      <TextField source="brokerEmail" />
      <TextField source="surplusLicenseNumber" />
      <TextField source="surplusLinesState" />
      <BooleanField source="signatureOnFile" />
      <TextField source="agencyName" />
      <DateField source="modified" showTime />
    </ShowWithHistory>
  );
}
