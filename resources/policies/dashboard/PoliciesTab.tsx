import type { DashboardTabProps } from '../../../src/console/registry/consoleResource';
import { DashboardList } from '../../../src/console/shell/dashboard/agencyTabs/DashboardList';
import { PolicyGrid, policyFilters } from '../list/policyGrid';

/** POLICIES: the policies list's table and filters, soonest expiration first. */
export default function PoliciesTab({ prefilter, teamScope }: DashboardTabProps) {
  return (
    <DashboardList
      resource="policies"
      filter={prefilter}
      sort={{ field: 'endDate', order: 'ASC' }}
      teamScope={teamScope}
      filters={policyFilters}
    >
      <PolicyGrid />
    </DashboardList>
  );
}
