import type { DashboardTabProps } from '../../../src/console/registry/consoleResource';
import { DashboardList } from '../../../src/console/shell/dashboard/agencyTabs/DashboardList';
import { QuoteGrid, quoteFilters } from '../list/quoteGrid';

/** QUOTES: the quotes list's table and filters, newest change first. */
export default function QuotesTab({ prefilter, teamScope }: DashboardTabProps) {
  return (
    <DashboardList
      resource="quotes"
      filter={prefilter}
      sort={{ field: 'modified', order: 'DESC' }}
      teamScope={teamScope}
      filters={quoteFilters}
    >
      <QuoteGrid />
    </DashboardList>
  );
}
