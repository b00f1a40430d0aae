import type { DashboardTabProps } from '../../../src/console/registry/consoleResource';
import { DashboardList } from '../../../src/console/shell/dashboard/agencyTabs/DashboardList';
import { renewalTypeFilter } from '../../../src/console/resourceViews/renewalTypeFilter';
import { SubmissionGrid } from '../list/SubmissionGrid';

/** SUBMISSIONS: the submissions table, newest change first. */
export default function SubmissionsTab({ prefilter, teamScope }: DashboardTabProps) {
  return (
    <DashboardList
      resource="submissions"
      filter={prefilter}
      sort={{ field: 'modified', order: 'DESC' }}
      teamScope={teamScope}
      filters={[renewalTypeFilter('submissions')]}
    >
      <SubmissionGrid />
    </DashboardList>
  );
}
