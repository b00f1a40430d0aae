/**
 * Payments (spec 002 §7 Billing). Paying a policy is its own permission: the policyholder (its own policies), the
 * agency's users (their clients') and Customer Success. Managing the billing — edit a transaction, apply a
 * payment received outside the processor, close a payment, toggle invoice reminders, send the payment link — is
 * the agency's (spec 002 §1: agency users "record payments"; their own clients' policies only, by the policies
 * store's tenancy) and the provider's servicing staff. Super Admin and Power User hold everything.
 */
export const POLICY_PAY = 'policy:pay';
export const BILLING_MANAGE = 'billing:manage';

const AGENCY_AND_SERVICING = [POLICY_PAY, BILLING_MANAGE];

export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': AGENCY_AND_SERVICING,
  'PROVIDER/TSM': AGENCY_AND_SERVICING,
  'AGENCY/Agency Admin': AGENCY_AND_SERVICING,
  'AGENCY/Principal Producer': AGENCY_AND_SERVICING,
  'AGENCY/Agent': AGENCY_AND_SERVICING,
  'CUSTOMER/Account Admin': [POLICY_PAY],
  'CUSTOMER/Risk Manager': [POLICY_PAY],
  'CUSTOMER/Policy Holder': [POLICY_PAY],
};
