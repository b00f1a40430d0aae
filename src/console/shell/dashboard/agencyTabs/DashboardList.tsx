import type { ReactElement, ReactNode } from 'react';
import { List, SearchInput } from 'react-admin';
import { useResourceDeclaration } from '../../../providers/consoleProviders';
import { ListPagination } from '../../../resourceViews/ListPagination';
import { dashboardPageSizes, DASHBOARD_PAGE_SIZE } from './paging';
import type { TeamScope } from './teamScopes';

export interface DashboardListProps {
  resource: string;
  /** Always applied: the prefilter (`prefilterAccountId`) and what the tab itself is (binders: binder states). */
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  teamScope: TeamScope;
  filters?: ReactElement[];
  children: ReactNode;
}

const SEARCH = <SearchInput key="q" source="q" alwaysOn />;

/**
 * One tab's table: the resource's list through react-admin's data provider, 20 rows a page (25, 50, 100
 * offered), the tab's default sort. Its filters and page live in the tab (not the address), so switching tabs
 * starts each afresh; the team scope rides in the list call's `meta`.
 */
export function DashboardList({ resource, filter, sort, teamScope, filters = [], children }: DashboardListProps) {
  const declaration = useResourceDeclaration(resource);
  return (
    <List
      resource={resource}
      title={false}
      disableSyncWithLocation
      storeKey={false}
      perPage={DASHBOARD_PAGE_SIZE}
      sort={sort}
      filter={filter}
      filters={[SEARCH, ...filters]}
      actions={false}
      empty={false}
      exporter={false}
      queryOptions={{ meta: { teamScope } }}
      pagination={<ListPagination rowsPerPageOptions={dashboardPageSizes(declaration?.pageSizes ?? [])} />}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      {children}
    </List>
  );
}
