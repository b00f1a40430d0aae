import { Datagrid, DateField, ShowButton, TextField, WrapperField } from 'react-admin';

/**
 * The submissions table of the agency dashboard's SUBMISSIONS tab and of an account's Submissions tab: Last Updated,
 * Submission Number, Account, Status, Expiry Date, Actions.
 */
export function SubmissionGrid() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <DateField source="modified" showTime />
      <TextField source="submissionNumber" />
      <TextField source="accountName" />
      <TextField source="status" />
      <DateField source="expiryDate" />
      <WrapperField label="shell.dashboard.tabs.actions" sortable={false}>
        <ShowButton />
      </WrapperField>
    </Datagrid>
  );
}
