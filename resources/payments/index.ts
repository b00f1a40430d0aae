import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** The billing panel on a policy's page: balance, transactions and the billing dialogs, its own chunk. */
export const payments = defineConsoleExtension({
  name: 'payments',
  extends: 'policies',
  slots: { 'show.after': () => import('./console/billing/PolicyBilling').then((panel) => panel.PolicyBilling) },
  dataProviderMethods: [
    lazyDataProviderMethods(
      [
        'policyBilling',
        'editTransaction',
        'applyExternalPayment',
        'closePayment',
        'toggleInvoiceReminders',
        'sendPaymentLink',
        'sendInvoiceToAccounting',
        'addPremiumFinancer',
      ],
      () => import('./console/billing/billingMethods').then((module) => module.billingMethods),
    ),
    lazyDataProviderMethods(['deleteSavedMethod'], () =>
      import('./console/savedMethodMethods').then((module) => module.savedMethodMethods),
    ),
  ],
});

/** The billing contacts tab on a client account's page, its own chunk. */
export const billingContacts = defineConsoleExtension({
  name: 'billingContacts',
  extends: 'accounts',
  slots: { 'show.billing': () => import('./console/billing/BillingContacts').then((panel) => panel.BillingContacts) },
  dataProviderMethods: [
    lazyDataProviderMethods(
      ['billingContacts', 'addBillingContact', 'updateBillingContact', 'removeBillingContact'],
      () => import('./console/billing/contactMethods').then((module) => module.contactMethods),
    ),
  ],
});
