import { Datagrid, DateField, SelectInput, ShowButton, TextField, WrapperField } from 'react-admin';
import { ACCOUNT_FILTERS } from './accountFilters';
import type { DashboardTabProps } from '../../../src/console/registry/consoleResource';
import { DashboardList } from '../../../src/console/shell/dashboard/agencyTabs/DashboardList';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="shell.dashboard.tabs.accountFilter"
    alwaysOn
    choices={[...ACCOUNT_FILTERS]}
  />,
];

/** ACCOUNTS: Client, City, State, Status, Last Updated, Actions; by name. */
export default function AccountsTab({ prefilter, teamScope }: DashboardTabProps) {
  return (
    <DashboardList
      resource="accounts"
      filter={prefilter}
      sort={{ field: 'name', order: 'ASC' }}
      teamScope={teamScope}
      filters={filters}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="city" />
        <TextField source="state" />
        <TextField source="status" />
        <DateField source="modified" showTime />
        <WrapperField label="shell.dashboard.tabs.actions" sortable={false}>
          <ShowButton />
        </WrapperField>
      </Datagrid>
    </DashboardList>
  );
}
