import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';
import { billingMethods } from './console/billing/billingMethods';
import { contactMethods } from './console/billing/contactMethods';
import { savedMethodMethods } from './console/savedMethodMethods';

/** The billing panel on a policy's page: balance, transactions and the billing dialogs, its own chunk. */
export const payments = defineConsoleExtension({
  name: 'payments',
  extends: 'policies',
  slots: { 'show.after': () => import('./console/billing/PolicyBilling').then((panel) => panel.PolicyBilling) },
  dataProviderMethods: [billingMethods, savedMethodMethods],
});

/** The billing contacts tab on a client account's page, its own chunk. */
export const billingContacts = defineConsoleExtension({
  name: 'billingContacts',
  extends: 'accounts',
  slots: { 'show.billing': () => import('./console/billing/BillingContacts').then((panel) => panel.BillingContacts) },
  dataProviderMethods: [contactMethods],
});
