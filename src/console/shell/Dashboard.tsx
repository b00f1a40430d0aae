import { lazy, Suspense, useState } from 'react';
import { Alert, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Title, useBasename, useCanAccess, useCreatePath, useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_DURATION, type DurationCode } from '../../shared/dashboard/durations';
import { DurationSelect } from './dashboard/DurationSelect';
import { FigureCard } from './dashboard/FigureCard';
import { StatusChart } from './dashboard/StatusChart';
import { useDashboardFigures } from './dashboard/useDashboardFigures';
import { ResourcePanels } from './dashboard/ResourcePanels';
import { accountTypeOfBase } from './personas/personaAreas';
import { useConsoleConfig } from '../config/consoleConfig';

// The agency's tables (spec 002 §2) are their own chunk, so the dashboard of every other persona stays as small.
const AgencyTabs = lazy(() => import('./dashboard/agencyTabs/AgencyTabs'));
// The policyholder's home (its policies, what is due, documents, Report a claim) replaces the charts: its own chunk.
const CustomerHome = lazy(() => import('./dashboard/customerHome/CustomerHome'));

/**
 * {base}/dashboard: the persona's figures from live data for the chosen period, as headline numbers and
 * charts by status (each with a table alternative). What is counted is what the user's lists would show.
 * In the agency's area the figures are followed by its tables (QUOTES, BINDERS, POLICIES, ACCOUNTS, SUBMISSIONS).
 */
export function Dashboard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const [duration, setDuration] = useState<DurationCode>(DEFAULT_DURATION);
  const { figures, failed, loading } = useDashboardFigures(duration);
  const { canAccess: canListAccounts } = useCanAccess({ resource: 'accounts', action: 'list' });
  const persona = accountTypeOfBase(useBasename());
  const isAgency = persona === 'AGENCY';
  const isCustomer = persona === 'CUSTOMER';
  const { currency, locale } = useConsoleConfig();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('shell.dashboard.title')} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('shell.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {!isCustomer && <DurationSelect value={duration} onChange={setDuration} />}
      </Stack>
      {isCustomer && (
        <Suspense fallback={<LinearProgress aria-label={translate('shell.loadingProfile')} />}>
          <CustomerHome />
        </Suspense>
      )}
      {!isCustomer && loading && <LinearProgress aria-label={translate('shell.loadingProfile')} />}
      {!isCustomer && failed && <Alert severity="error">{translate('shell.dashboard.loadFailed')}</Alert>}
      {!isCustomer && figures && (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {canListAccounts && (
              <FigureCard
                label={translate('shell.dashboard.accounts')}
                value={figures.accounts.total}
                testId="figure-accounts"
              />
            )}
            {figures.quotes && (
              <FigureCard
                label={translate('shell.dashboard.quotes')}
                value={figures.quotes.total}
                testId="figure-quotes"
              />
            )}
            {figures.policies && (
              <FigureCard
                label={translate('shell.dashboard.activePolicies')}
                value={figures.policies.active}
                testId="figure-active-policies"
              />
            )}
            {figures.policies && (
              <FigureCard
                label={translate('shell.dashboard.premium')}
                value={new Intl.NumberFormat(locale, {
                  style: 'currency',
                  currency,
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                }).format(figures.policies.premium)}
                testId="figure-premium"
              />
            )}
            {figures.quotes && (
              <FigureCard
                label={translate('shell.dashboard.binders')}
                value={figures.quotes.binders}
                testId="figure-binders"
              />
            )}
            {figures.claims && (
              <FigureCard
                label={translate('shell.dashboard.claims')}
                value={figures.claims.total}
                testId="figure-claims"
              />
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {canListAccounts && (
              <StatusChart
                title={translate('shell.dashboard.accountsByStatus')}
                counts={figures.accounts.byStatus}
                testId="chart-accounts"
              />
            )}
            {figures.quotes && (
              <StatusChart
                title={translate('shell.dashboard.quotesByStatus')}
                counts={figures.quotes.byStatus}
                testId="chart-quotes"
              />
            )}
            {figures.policies && (
              <StatusChart
                title={translate('shell.dashboard.policiesByStatus')}
                counts={figures.policies.byStatus}
                testId="chart-policies"
              />
            )}
          </Stack>
        </>
      )}
      <ResourcePanels />
      {isAgency && (
        <Suspense fallback={<LinearProgress aria-label={translate('shell.dashboard.tabs.loading')} />}>
          <AgencyTabs />
        </Suspense>
      )}
      {canListAccounts && (
        <Link component={RouterLink} to={createPath({ resource: 'accounts', type: 'list' })}>
          {translate('shell.dashboard.openAccounts')}
        </Link>
      )}
    </Stack>
  );
}
