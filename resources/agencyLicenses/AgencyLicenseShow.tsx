import { BooleanField, DateField, TextField } from 'react-admin';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';

export function AgencyLicenseShow() {
  return (
    <ShowWithHistory>
      <TextField source="number" />
      <TextField source="state" />
      <DateField source="expirationDate" />
      <TextField source="npn" emptyText="—" />
      <BooleanField source="activeResidentState" />
      <TextField source="agencyName" />
      <DateField source="modified" showTime />
    </ShowWithHistory>
  );
}
