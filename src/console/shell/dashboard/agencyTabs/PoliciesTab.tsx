import { Datagrid, DateField, SelectInput, ShowButton, TextField, WrapperField } from 'react-admin';
import { POLICY_STATUSES, POLICY_STATUS_FILTERS } from '../../../../shared/catalogue/statuses';
import { StatusGroupInput } from '../../../resourceViews/StatusGroupInput';
import { DashboardList } from './DashboardList';
import type { TabProps } from './tabProps';

/** Spec 002 §2 policy filters: open for renewal, and status (cancellations, inactive, or one status). */
const filters = [
  <SelectInput
    key="isOpenForRenewal"
    source="isOpenForRenewal"
    label="resources.policies.filters.openForRenewal"
    alwaysOn
    choices={[{ id: 'true', name: 'resources.policies.filters.openForRenewal' }]}
  />,
  <StatusGroupInput
    key="status"
    alwaysOn
    groups={[
      { label: 'resources.policies.filters.active', statuses: POLICY_STATUS_FILTERS.active },
      { label: 'resources.policies.filters.cancellations', statuses: POLICY_STATUS_FILTERS.cancellations },
      { label: 'resources.policies.filters.inactive', statuses: POLICY_STATUS_FILTERS.inactive },
      ...POLICY_STATUSES.map((s) => ({ label: s, statuses: [s] })),
    ]}
  />,
];

/** POLICIES: Expiration, Client, Policy Number, Status, Actions; soonest expiration first. */
export default function PoliciesTab({ prefilter, teamScope }: TabProps) {
  return (
    <DashboardList
      resource="policies"
      filter={prefilter}
      sort={{ field: 'endDate', order: 'ASC' }}
      teamScope={teamScope}
      filters={filters}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="endDate" />
        <TextField source="companyName" />
        <TextField source="policyNumber" />
        <TextField source="status" />
        <WrapperField label="resources.policies.fields.actions" sortable={false}>
          <ShowButton />
        </WrapperField>
      </Datagrid>
    </DashboardList>
  );
}
