import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useConsoleProviders } from '../../../providers/consoleProviders';
import type { DashboardTab, DashboardTabProps } from '../../../registry/consoleResource';
import { prefilterOf } from './prefilter';
import { dashboardTabsOf, tabOf, type ResourceTab } from './tabs';
import { DEFAULT_TEAM_SCOPE, type TeamScope } from './teamScopes';
import { TeamScopeSelect } from './TeamScopeSelect';

/** One lazy component per tab, made once, so switching back never loads a tab's chunk again. */
const panels = new WeakMap<DashboardTab, LazyExoticComponent<ComponentType<DashboardTabProps>>>();
const panelOf = (tab: DashboardTab) => {
  let panel = panels.get(tab);
  if (!panel) {
    panel = lazy(() => tab.load().then((loaded) => ({ default: loaded })));
    panels.set(tab, panel);
  }
  return panel;
};

/**
 * The agency dashboard's tables (spec 002 §2): the tabs the resources add (QUOTES | BINDERS | POLICIES | ACCOUNTS
 * | SUBMISSIONS), chosen by `?tab=` (the first by default), each narrowed by `?prefilterAccountId=` and the team
 * scope. A tab whose resource the user may not list is not offered.
 */
export default function AgencyTabs() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const [teamScope, setTeamScope] = useState<TeamScope>(DEFAULT_TEAM_SCOPE);
  const allowed = useAllowedTabs();
  const tab = tabOf(allowed, params.get('tab'));
  if (!tab) return null;
  const Panel = panelOf(tab);
  const choose = (next: string) => {
    const changed = new URLSearchParams(params);
    changed.set('tab', next);
    setParams(changed);
  };
  return (
    <Box component="section" aria-label={translate('shell.dashboard.tabs.label')}>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={tab.code}
          onChange={(_, next: string) => choose(next)}
          variant="scrollable"
          aria-label={translate('shell.dashboard.tabs.label')}
        >
          {allowed.map(({ code }) => (
            <Tab
              key={code}
              value={code}
              label={translate(`shell.dashboard.tabs.names.${code}`)}
              id={`dashboard-tab-${code}`}
              aria-controls="dashboard-tab-panel"
            />
          ))}
        </Tabs>
        <TeamScopeSelect value={teamScope} onChange={setTeamScope} />
      </Stack>
      <Box role="tabpanel" id="dashboard-tab-panel" aria-labelledby={`dashboard-tab-${tab.code}`}>
        <Suspense fallback={<LinearProgress aria-label={translate('shell.dashboard.tabs.loading')} />}>
          <Panel
            key={tab.code}
            prefilter={prefilterOf(tab.prefilterBy, params.get('prefilterAccountId'))}
            teamScope={teamScope}
          />
        </Suspense>
      </Box>
    </Box>
  );
}

/** The registered tabs whose resource the user may list, in their declared order. */
function useAllowedTabs(): ResourceTab[] {
  const { resources } = useConsoleProviders();
  const tabs = useMemo(() => dashboardTabsOf(resources), [resources]);
  const names = useMemo(() => [...new Set(tabs.map((tab) => tab.resource))], [tabs]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: names });
  return tabs.filter((tab) => canAccess?.[tab.resource]);
}
