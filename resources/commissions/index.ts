import PaidIcon from '@mui/icons-material/Paid';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { commissionsResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** Commissions: statements, downloads and the payout bank account (agency); aggregate, payments and payouts (staff). */
export const commissions = defineConsoleResource({
  declaration: commissionsResource,
  personas: ['AGENCY'],
  icon: PaidIcon,
  recordRepresentation: 'description',
  views: {
    list: () => import('./console/CommissionsPage').then((views) => views.CommissionsPage),
  },
  dataProviderMethods: [
    lazyDataProviderMethods(
      [
        'commissionStatements',
        'commissionAggregate',
        'applyCommissionPayment',
        'toggleCommissionPayouts',
        'saveCommissionBank',
        'deleteCommissionBank',
        'commissionBank',
      ],
      () => import('./console/commissionsMethods').then((module) => module.commissionsMethods),
    ),
  ],
});
