import { POLICY_SERVICING_PERMISSIONS } from '../servicing/permissions';

/**
 * The policy lifecycle's permissions beyond the CRUD verbs (decided; the spec leaves the matrix out):
 * - `policy:cancel`: cancel a policy: the provider's servicing staff (Customer Success, TSM) and the agency's roles;
 *   the agency only its own policies, by the client-record tenancy (another agency's policy is 404).
 * - `policy:check-in-mail`: mark a policy Check In Mail: the same holders.
 * - `policy:underwrite`: flat cancel, void and undo a cancellation (reinstatement is the carrier's decision):
 *   the provider's staff only.
 * Super Admin and Power User hold every permission.
 */
export const POLICY_CANCEL = 'policy:cancel';
export const POLICY_CHECK_IN_MAIL = 'policy:check-in-mail';
export const POLICY_UNDERWRITE = 'policy:underwrite';

/** With servicing's (servicing/permissions.ts). */
export const POLICY_LIFECYCLE_PERMISSIONS = [
  POLICY_CANCEL,
  POLICY_CHECK_IN_MAIL,
  POLICY_UNDERWRITE,
  ...POLICY_SERVICING_PERMISSIONS,
] as const;
