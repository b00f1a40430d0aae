/**
 * Permissions of policy servicing beyond the state machine's (decided; the spec leaves the matrix out):
 * - `policy:service`: mute renewal reminders, open for renewal, opt out of renewal, update the policyholder contact;
 * - `policy:endorse`: a midterm endorsement that re-prices the policy.
 * Both: the provider's servicing staff (Customer Success, TSM) and the agency's roles (their own policies only, by
 * the client-record tenancy). Super Admin and Power User hold every permission. Policyholders may not act.
 */
export const POLICY_SERVICE = 'policy:service';
export const POLICY_ENDORSE = 'policy:endorse';

export const POLICY_SERVICING_PERMISSIONS = [POLICY_SERVICE, POLICY_ENDORSE] as const;

const BOTH = [POLICY_SERVICE, POLICY_ENDORSE];

export const servicingGrants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': BOTH,
  'PROVIDER/TSM': BOTH,
  'AGENCY/Agency Admin': BOTH,
  'AGENCY/Principal Producer': BOTH,
  'AGENCY/Agent': BOTH,
};
