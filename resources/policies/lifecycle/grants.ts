/** The lifecycle's permissions per seeded role (see permissions.ts for who does what). */
import { mergeGrants } from '../../../src/server/resources/serverExtension';
import { servicingGrants } from '../servicing/permissions';
import { POLICY_CANCEL, POLICY_CHECK_IN_MAIL, POLICY_UNDERWRITE } from './permissions';

const SERVICING = [POLICY_CANCEL, POLICY_CHECK_IN_MAIL];

const machineGrants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [...SERVICING, POLICY_UNDERWRITE],
  'PROVIDER/TSM': [...SERVICING, POLICY_UNDERWRITE],
  'AGENCY/Agency Admin': SERVICING,
  'AGENCY/Principal Producer': SERVICING,
  'AGENCY/Agent': SERVICING,
};

/** The machine's grants and servicing's (servicing/permissions.ts). */
export const lifecycleGrants: Readonly<Record<string, readonly string[]>> = mergeGrants(machineGrants, servicingGrants);
