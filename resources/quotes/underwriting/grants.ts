/**
 * Who edits the broker fee (spec 002 §3 "Fees", §6): the agency's roles that update quotes, and the provider's
 * underwriting roles (Customer Success, TSM, as for `quote:underwrite`). Super Admin and Power User hold every
 * permission. The MGA fee stays underwriting's (`quote:underwrite`).
 */
import { QUOTE_BROKER_FEE } from './permissions';

export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [QUOTE_BROKER_FEE],
  'PROVIDER/TSM': [QUOTE_BROKER_FEE],
  'AGENCY/Agency Admin': [QUOTE_BROKER_FEE],
  'AGENCY/Principal Producer': [QUOTE_BROKER_FEE],
  'AGENCY/Agent': [QUOTE_BROKER_FEE],
};
