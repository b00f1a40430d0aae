/**
 * The accounts' actions beyond the CRUD verbs (spec 001 §2 dialogs; the matrix is not shown, decided): declining
 * an account is underwriting's (provider staff: Customer Success, TSM; Super Admin and Power User hold every
 * permission); assigning an account to an agency is the provider's (Customer Success). Contacts and the agent
 * go with `account:update`.
 */
export const ACCOUNT_DECLINE = 'account:decline';
export const ACCOUNT_ASSIGN_AGENCY = 'account:assign-agency';

export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [ACCOUNT_DECLINE, ACCOUNT_ASSIGN_AGENCY],
  'PROVIDER/TSM': [ACCOUNT_DECLINE],
};
