/**
 * Acting as: a staff user working inside another account (the spec's "jump-in"; its token is "ghosting",
 * spec 000 §2.7 and the access-token claims). Internal code calls the idea `actingAs`; the API keeps the
 * names clients already read: `ghosting` in the login status, `impersonatorUserId`/`impersonatorEmail` in
 * history, the `jump` history action and the jump routes.
 */
import type { Principal } from './principal';

/** The message when a session acting as another account tries to change what stays the staff user's own. */
export const ACTING_AS_REFUSED = 'This cannot be changed while entering another account.';

/**
 * True when the session acts in an account that is not the signed-in user's own (or was reached through a
 * jump-in): its second factor, password, e-mail and outbox stay out of reach.
 */
export const isActingAs = (principal: Principal): boolean =>
  principal.accountType !== principal.subscriberType || Boolean(principal.impersonatorUserId);
