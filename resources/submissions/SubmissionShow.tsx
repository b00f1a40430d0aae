import { BooleanField, DateField, NumberField, TextField, TopToolbar } from 'react-admin';
import { useConsoleConfig } from '../../src/console/config/consoleConfig';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';

/** A submission, its decline or loss reasons, and its history (every action is an entry). */
export function SubmissionShow() {
  const { currency, locale } = useConsoleConfig();
  return (
    <ShowWithHistory actions={<TopToolbar />}>
      <TextField source="submissionNumber" />
      <TextField source="accountName" />
      <TextField source="agencyName" />
      <TextField source="status" />
      <TextField source="operationalStatus" emptyText="—" />
      <TextField source="msgId" emptyText="—" />
      <TextField source="assignee" emptyText="—" />
      <BooleanField source="isRenewal" />
      <DateField source="expiryDate" emptyText="—" />
      <NumberField source="quotedPremium" options={{ style: 'currency', currency }} locales={locale} emptyText="—" />
      <TextField source="declinationReason" emptyText="—" />
      <TextField source="declinationReasonDescription" emptyText="—" />
      <TextField source="fillInDeclinationReason" emptyText="—" />
      <TextField source="lostReason" emptyText="—" />
      <TextField source="lostReasonDescription" emptyText="—" />
      <TextField source="fillInLostReason" emptyText="—" />
      <DateField source="created" showTime />
      <DateField source="modified" showTime />
    </ShowWithHistory>
  );
}
