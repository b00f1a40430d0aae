/**
 * Blacklisted domains are the provider's (spec 001 §2 admin dialogs): the internal roles read them, Customer
 * Success also adds and removes them; Super Admin and Power User hold every permission. Other organisations have
 * none (their accounts are refused a blacklisted domain all the same).
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['domain:read', 'domain:create', 'domain:update', 'domain:delete'],
  'PROVIDER/Biz Dev': ['domain:read'],
  'PROVIDER/TSM': ['domain:read'],
  'PROVIDER/Technician': ['domain:read'],
};
