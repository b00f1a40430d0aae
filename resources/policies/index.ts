import PolicyIcon from '@mui/icons-material/Policy';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { billingMethods } from '../payments/console/billing/billingMethods';
import { certificateMethods } from '../policyDocuments/console/certificateMethods';
import { policyMethods } from './actions/policyMethods';
import { policiesResource } from './declaration';

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
  // The billing panel's and the certificate's calls are served beside the policy (resources/payments and
  // resources/policyDocuments extend policies).
  dataProviderMethods: [policyMethods, billingMethods, certificateMethods],
});
