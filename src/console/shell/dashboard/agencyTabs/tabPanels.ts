import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TabProps } from './tabProps';
import type { DashboardTab } from './tabs';

/** Each tab's table is its own chunk, fetched the first time the tab is shown. */
export const TAB_PANELS: Readonly<Record<DashboardTab, LazyExoticComponent<ComponentType<TabProps>>>> = {
  QUOTES: lazy(() => import('./QuotesTab')),
  BINDERS: lazy(() => import('./BindersTab')),
  POLICIES: lazy(() => import('./PoliciesTab')),
  ACCOUNTS: lazy(() => import('./AccountsTab')),
  SUBMISSIONS: lazy(() => import('./SubmissionsTab')),
};
