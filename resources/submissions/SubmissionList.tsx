import { Datagrid, DateField, NumberField, SelectArrayInput, SelectInput, TextField } from 'react-admin';
import { useConsoleConfig } from '../../src/console/config/consoleConfig';
import { choicesOf } from '../../src/console/resourceViews/listDefaults';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { SUBMISSION_STATUSES } from './catalogue';
import { submissionsResource } from './declaration';

const COLUMNS = [
  { source: 'submissionNumber' },
  { source: 'accountName' },
  { source: 'status' },
  { source: 'expiryDate' },
  { source: 'quotedPremium' },
  { source: 'modified' },
];
const filters = [
  <SelectArrayInput key="status" source="status" choices={choicesOf(SUBMISSION_STATUSES)} alwaysOn />,
  <SelectInput
    key="isRenewal"
    source="isRenewal"
    label="resources.submissions.filters.type"
    choices={[
      { id: 'false', name: 'resources.submissions.filters.newBusiness' },
      { id: 'true', name: 'resources.submissions.filters.renewals' },
    ]}
  />,
];

/** The dashboard's SUBMISSIONS table (spec 002 §2): newest first, searched by submission number, filtered by status. */
export function SubmissionList() {
  const { currency, locale } = useConsoleConfig();
  return (
    <ResourceList declaration={submissionsResource} columns={COLUMNS} filters={filters}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="submissionNumber" />
        <TextField source="accountName" />
        <TextField source="status" />
        <DateField source="expiryDate" emptyText="—" />
        <NumberField source="quotedPremium" options={{ style: 'currency', currency }} locales={locale} emptyText="—" />
        <DateField source="modified" showTime />
      </Datagrid>
    </ResourceList>
  );
}
