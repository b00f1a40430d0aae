/**
 * Payments and billing (spec 002 §7 Billing) extend the policies resource, as premium financing does:
 * the extension brings the ledger's table, the billing routes, the payment processor (the sandbox unless
 * PAYMENT_PROCESSOR names another) and its host routes, the permissions and grants, and the demo's needs.
 */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import { seedDemoPayments } from './demo';
import * as ledgerMigration from './migration';
import * as savedMethodsMigration from './savedMethodsMigration';
import { BILLING_MANAGE, grants as paymentGrants, POLICY_PAY } from './permissions';
import { createProcessor } from './processor/activeProcessor';
import { registerLedgerRoutes } from './routes/ledgerRoutes';
import { registerInvoiceRoutes } from './routes/invoiceRoutes';
import { registerContactRoutes } from './routes/contactRoutes';
import { registerSavedMethodRoutes } from './routes/savedMethodRoutes';
import { registerPremiumFinanceRoutes } from './routes/premiumFinanceRoutes';
import { registerAccountPaymentRoutes } from './routes/accountPaymentRoutes';
import { registerInvoiceReminders } from './reminders/reminderRun';
import { registerSessionRoutes } from './routes/sessionRoutes';
import * as contactsMigration from './contacts/migration';
import * as agencyBilledMigration from './agencyBill/migration';
import { CALLBACK_PATH, registerPaymentRoutes } from './routes/paymentRoutes';
import { deliverToCallback } from './routes/callbackDelivery';
import { SandboxProcessor } from './sandbox/sandboxProcessor';
import { registerSandboxRoutes } from './sandbox/sandboxRoutes';

export const paymentsServer: ServerExtension = {
  name: 'payments',
  extends: 'policies',
  grants: paymentGrants,
  permissions: [POLICY_PAY, BILLING_MANAGE],
  migrations: {
    '20261202_policy_transactions': ledgerMigration,
    '20261203_saved_payment_methods': savedMethodsMigration,
    '20261204_agency_billed_invoices': agencyBilledMigration,
    '20261205_billing_contacts': contactsMigration,
  },
  seedDemo: seedDemoPayments,
  routes(app, context) {
    // One processor per server; the sandbox reaches the callback route over HTTP once the server is up.
    const processor = createProcessor();
    processor.attach?.(deliverToCallback(app, CALLBACK_PATH));
    app.addHook('onClose', async () => processor.close?.());
    if (processor instanceof SandboxProcessor) registerSandboxRoutes(app, processor);
    registerPaymentRoutes(app, context, processor);
    registerSessionRoutes(app, context, processor);
    registerSavedMethodRoutes(app, context, processor);
    registerAccountPaymentRoutes(app, context, processor);
    registerLedgerRoutes(app, context);
    registerPremiumFinanceRoutes(app, context);
    registerInvoiceRoutes(app, context);
    registerContactRoutes(app, context);
    registerInvoiceReminders(app, context);
  },
};
