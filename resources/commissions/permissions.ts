/**
 * Commission permissions (decided; the spec leaves the matrix out, spec 001 §1: staff apply commission payments,
 * agency users manage their commission statements):
 * - `commission:read`: statements, aggregate, statement download, payments list: Customer Success, Biz Dev; the
 *   agency's Agency Admin and Principal Producer (their own agency only).
 * - `commission:pay`: apply a commission payment: Customer Success.
 * - `commission:toggle`: pause or resume an agency's automatic payouts: Customer Success.
 * - `commission:bank`: read, save and delete the payout bank account: Customer Success; Agency Admin (its own).
 * - `commission:manage`: correct or remove a payment: no seeded role but Super Admin and Power User (who hold all).
 */
export const COMMISSION_READ = 'commission:read';
export const COMMISSION_PAY = 'commission:pay';
export const COMMISSION_TOGGLE = 'commission:toggle';
export const COMMISSION_BANK = 'commission:bank';

export const COMMISSION_PERMISSIONS = [COMMISSION_TOGGLE, COMMISSION_BANK] as const;

export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [COMMISSION_READ, COMMISSION_PAY, COMMISSION_TOGGLE, COMMISSION_BANK],
  'PROVIDER/Biz Dev': [COMMISSION_READ],
  'AGENCY/Agency Admin': [COMMISSION_READ, COMMISSION_BANK],
  'AGENCY/Principal Producer': [COMMISSION_READ],
};
