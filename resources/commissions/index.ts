import PaidIcon from '@mui/icons-material/Paid';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { commissionsMethods } from './console/commissionsMethods';
import { commissionsResource } from './declaration';

/** Commissions: statements, downloads and the payout bank account (agency); aggregate, payments and payouts (staff). */
export const commissions = defineConsoleResource({
  declaration: commissionsResource,
  personas: ['AGENCY'],
  icon: PaidIcon,
  recordRepresentation: 'description',
  views: {
    list: () => import('./console/CommissionsPage').then((views) => views.CommissionsPage),
  },
  dataProviderMethods: [commissionsMethods],
});
