import { Datagrid, DateField, ShowButton, TextField, WrapperField } from 'react-admin';
import type { DashboardTabProps } from '../../../src/console/registry/consoleResource';
import { DashboardList } from '../../../src/console/shell/dashboard/agencyTabs/DashboardList';
import { renewalTypeFilter } from '../../../src/console/resourceViews/renewalTypeFilter';

/** SUBMISSIONS: Last Updated, Submission Number, Account, Status, Expiry Date, Actions; newest change first. */
export default function SubmissionsTab({ prefilter, teamScope }: DashboardTabProps) {
  return (
    <DashboardList
      resource="submissions"
      filter={prefilter}
      sort={{ field: 'modified', order: 'DESC' }}
      teamScope={teamScope}
      filters={[renewalTypeFilter('submissions')]}
    >
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
    </DashboardList>
  );
}
