import ReportIcon from '@mui/icons-material/ReportProblem';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { claimsResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** The claims resource as the console registers it; its views load on first use. */
export const claims = defineConsoleResource({
  declaration: claimsResource,
  personas: ['AGENCY', 'CUSTOMER', 'CARRIER', 'VENDOR'],
  icon: ReportIcon,
  recordRepresentation: 'claimNumber',
  dataProviderMethods: [
    lazyDataProviderMethods(['createClaim'], () => import('./claimMethods').then((module) => module.claimMethods)),
  ],
  views: {
    list: () => import('./ClaimList').then((views) => views.ClaimList),
    create: () => import('./ClaimCreate').then((views) => views.ClaimCreate),
    edit: () => import('./ClaimEdit').then((views) => views.ClaimEdit),
    show: () => import('./ClaimShow').then((views) => views.ClaimShow),
  },
  // An account's Claims tab: the claims table, newest first.
  relatedTabs: [
    {
      host: 'accounts',
      target: 'accountId',
      label: 'resources.claims.tabs.account',
      order: 30,
      sort: { field: 'created', order: 'DESC' },
      load: () => import('./list/ClaimGrid').then((grid) => grid.ClaimGrid),
    },
  ],
});
