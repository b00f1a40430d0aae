import BusinessIcon from '@mui/icons-material/Business';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { LOOKUP_ROUTE } from './create/newAccountState';
import { accountsResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** The accounts resource as the console registers it; its views load on first use. */
export const accounts = defineConsoleResource({
  declaration: accountsResource,
  personas: ['AGENCY', 'CUSTOMER', 'DIGITAL', 'MSSP', 'CLUSTER'],
  icon: BusinessIcon,
  recordRepresentation: 'name',
  views: {
    list: () => import('./AccountList').then((views) => views.AccountList),
    show: () => import('./AccountShow').then((views) => views.AccountShow),
    create: () => import('./create/AccountCreate').then((views) => views.AccountCreate),
    edit: () => import('./AccountEdit').then((views) => views.AccountEdit),
  },
  // The new-account form's lookup page (spec 001 §2 `/{persona}/manage/account/lookup`).
  routes: [
    { path: LOOKUP_ROUTE, load: () => import('./lookup/AccountLookupPage').then((page) => page.AccountLookupPage) },
  ],
  // The agency dashboard's ACCOUNTS tab (spec 002 §2), its own chunk; ?prefilterAccountId= names the account itself.
  dashboardTabs: [
    {
      code: 'ACCOUNTS',
      order: 40,
      prefilterBy: 'id',
      load: () => import('./dashboard/AccountsTab').then((tab) => tab.default),
    },
  ],
  dataProviderMethods: [
    lazyDataProviderMethods(['accountAction', 'agencyChoices', 'agencyTeamChoices'], () =>
      import('./actionsBar/accountActionsMethods').then((module) => module.accountActionsMethods),
    ),
    lazyDataProviderMethods(['accountAgents', 'validateAddress'], () =>
      import('./ownActions/console/ownActionsMethods').then((module) => module.ownActionsMethods),
    ),
    lazyDataProviderMethods(['checkDetailsChange'], () =>
      import('./details/quoteImpactMethods').then((module) => module.quoteImpactMethods),
    ),
    lazyDataProviderMethods(['lookupCompanies'], () =>
      import('./lookup/lookupMethods').then((module) => module.lookupMethods),
    ),
    lazyDataProviderMethods(['verifyDomain'], () =>
      import('./domains/domainMethods').then((module) => module.domainMethods),
    ),
  ],
});
