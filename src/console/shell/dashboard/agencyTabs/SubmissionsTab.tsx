import { Datagrid, DateField, ShowButton, TextField, WrapperField } from 'react-admin';
import { DashboardList } from './DashboardList';
import type { TabProps } from './tabProps';
import { typeFilter } from './typeFilter';

/** SUBMISSIONS: Last Updated, Submission Number, Account, Status, Expiry Date, Actions; newest change first. */
export default function SubmissionsTab({ prefilter, teamScope }: TabProps) {
  return (
    <DashboardList
      resource="submissions"
      filter={prefilter}
      sort={{ field: 'modified', order: 'DESC' }}
      teamScope={teamScope}
      filters={[typeFilter('submissions')]}
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
