import PolicyIcon from '@mui/icons-material/Policy';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { policiesResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** Policies are listed and shown here; they are issued by the binding flows (spec 002 §2). */
export const policies = defineConsoleResource({
  declaration: policiesResource,
  personas: ['AGENCY', 'CUSTOMER', 'DIGITAL', 'CARRIER', 'CLUSTER', 'RE_INSURER', 'PREMIUM_PROCESSOR', 'POOL'],
  icon: PolicyIcon,
  recordRepresentation: 'policyNumber',
  views: {
    list: () => import('./PolicyList').then((views) => views.PolicyList),
    show: () => import('./PolicyShow').then((views) => views.PolicyShow),
  },
  // The agency dashboard's POLICIES tab (spec 002 §2), its own chunk.
  dashboardTabs: [
    {
      code: 'POLICIES',
      order: 30,
      prefilterBy: 'accountId',
      load: () => import('./dashboard/PoliciesTab').then((tab) => tab.default),
    },
  ],
  // An account's Policies tab: the policies table, soonest expiration first.
  relatedTabs: [
    {
      host: 'accounts',
      target: 'accountId',
      label: 'resources.policies.tabs.account',
      order: 20,
      sort: { field: 'endDate', order: 'ASC' },
      load: () => import('./list/policyGrid').then((grid) => grid.PolicyGrid),
    },
  ],
  dataProviderMethods: [
    lazyDataProviderMethods(['policyCancelReasons'], () =>
      import('./actions/policyMethods').then((module) => module.policyMethods),
    ),
  ],
});
