import { STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import type { Principal } from './principal';

/** The provider's own account id, which no organisation row holds: the system acts for no organisation. */
const NO_ORGANISATION = '00000000-0000-0000-0000-000000000000';

/**
 * The system as an actor: provider-wide (it sees every client's records), no user behind it, holding only the
 * permissions named. Its writes go through the stores like anyone's and are recorded with actor e-mail `system`
 * (the expiry sweep's moves, the policyholder login a quote's link creates).
 */
export const systemPrincipal = (permissions: readonly string[]): Principal => ({
  userId: null as unknown as string,
  email: 'system',
  accountId: NO_ORGANISATION,
  accountType: STAFF_ACCOUNT_TYPE,
  subscriberType: STAFF_ACCOUNT_TYPE,
  realm: 'ACCOUNT',
  roleName: 'System',
  permissions: [...permissions],
  teamIds: [],
  impersonatorUserId: null,
});
