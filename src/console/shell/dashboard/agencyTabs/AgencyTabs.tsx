import { Suspense, useState } from 'react';
import { Box, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { prefilterOf } from './prefilter';
import { TAB_PANELS } from './tabPanels';
import { DASHBOARD_TABS, TAB_RESOURCE, tabOf, type DashboardTab } from './tabs';
import { DEFAULT_TEAM_SCOPE, type TeamScope } from './teamScopes';
import { TeamScopeSelect } from './TeamScopeSelect';

/**
 * The agency dashboard's tables (spec 002 §2): QUOTES | BINDERS | POLICIES | ACCOUNTS | SUBMISSIONS, chosen by
 * `?tab=` (QUOTES by default), each narrowed by `?prefilterAccountId=` and the team scope. A tab whose
 * resource the user may not list is not offered.
 */
export default function AgencyTabs() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const [teamScope, setTeamScope] = useState<TeamScope>(DEFAULT_TEAM_SCOPE);
  const allowed = useAllowedTabs();
  const asked = tabOf(params.get('tab'));
  const tab = allowed.includes(asked) ? asked : allowed[0];
  if (!tab) return null;
  const Panel = TAB_PANELS[tab];
  const choose = (next: DashboardTab) => {
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
          value={tab}
          onChange={(_, next: DashboardTab) => choose(next)}
          variant="scrollable"
          aria-label={translate('shell.dashboard.tabs.label')}
        >
          {allowed.map((code) => (
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
      <Box role="tabpanel" id="dashboard-tab-panel" aria-labelledby={`dashboard-tab-${tab}`}>
        <Suspense fallback={<LinearProgress aria-label={translate('shell.dashboard.tabs.loading')} />}>
          <Panel key={tab} prefilter={prefilterOf(tab, params.get('prefilterAccountId'))} teamScope={teamScope} />
        </Suspense>
      </Box>
    </Box>
  );
}

/** The tabs whose resource the user may list, in the spec's order (hooks called once per resource). */
function useAllowedTabs(): DashboardTab[] {
  const quotes = useCanAccess({ resource: 'quotes', action: 'list' }).canAccess;
  const policies = useCanAccess({ resource: 'policies', action: 'list' }).canAccess;
  const accounts = useCanAccess({ resource: 'accounts', action: 'list' }).canAccess;
  const submissions = useCanAccess({ resource: 'submissions', action: 'list' }).canAccess;
  const may: Record<string, boolean | undefined> = { quotes, policies, accounts, submissions };
  return DASHBOARD_TABS.filter((code) => may[TAB_RESOURCE[code]]);
}
