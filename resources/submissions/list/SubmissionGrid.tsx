import { Datagrid, ShowButton, TextField, WrapperField } from 'react-admin';
import { RegionDateField } from '../../../src/console/resourceViews/RegionDateField';

/**
 * The submissions table of the agency dashboard's SUBMISSIONS tab and of an account's Submissions tab: Last Updated,
 * Submission Number, Account, Status, Expiry Date, Actions.
 */
export function SubmissionGrid() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <RegionDateField source="modified" showTime />
      <TextField source="submissionNumber" />
      <TextField source="accountName" />
      <TextField source="status" />
      <RegionDateField source="expiryDate" />
      <WrapperField label="shell.dashboard.tabs.actions" sortable={false}>
        <ShowButton />
      </WrapperField>
    </Datagrid>
  );
}
