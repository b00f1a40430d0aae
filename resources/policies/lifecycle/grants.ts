/** The lifecycle's permissions per seeded role (see permissions.ts for who does what). */
import { POLICY_CANCEL, POLICY_CHECK_IN_MAIL, POLICY_UNDERWRITE } from './permissions';

const SERVICING = [POLICY_CANCEL, POLICY_CHECK_IN_MAIL];

export const lifecycleGrants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [...SERVICING, POLICY_UNDERWRITE],
  'PROVIDER/TSM': [...SERVICING, POLICY_UNDERWRITE],
  'AGENCY/Agency Admin': SERVICING,
  'AGENCY/Principal Producer': SERVICING,
  'AGENCY/Agent': SERVICING,
};
