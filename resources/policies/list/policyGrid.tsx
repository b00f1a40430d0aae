import { Datagrid, SelectInput, ShowButton, TextField, WrapperField } from 'react-admin';
import { StatusGroupInput } from '../../../src/console/resourceViews/StatusGroupInput';
import { POLICY_STATUS_GROUPS } from '../lifecycle/statusFilters';
import { RegionDateField } from '../../../src/console/resourceViews/RegionDateField';

/** Spec 002 §2 policy filters: open for renewal, and status (active, cancellations, inactive, or one status). */
export const policyFilters = [
  <SelectInput
    key="isOpenForRenewal"
    source="isOpenForRenewal"
    label="resources.policies.filters.openForRenewal"
    alwaysOn
    choices={[{ id: 'true', name: 'resources.policies.filters.openForRenewal' }]}
  />,
  <StatusGroupInput key="status" alwaysOn groups={POLICY_STATUS_GROUPS} />,
];

/** The policies table of the policies list and of the agency dashboard's POLICIES tab. */
export function PolicyGrid() {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <RegionDateField source="endDate" />
      <TextField source="companyName" />
      <TextField source="policyNumber" />
      <TextField source="status" />
      <WrapperField label="resources.policies.fields.actions" sortable={false}>
        <ShowButton />
      </WrapperField>
    </Datagrid>
  );
}
