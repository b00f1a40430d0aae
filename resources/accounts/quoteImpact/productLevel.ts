/**
 * The two quote paths of an account-details change (spec 001 §4, spec 002 §4): on the 250-level path the quote
 * is referred to underwriting; on the 100-level path it is invalidated and the user is told to contact the agent
 * to re-quote. The 250 level is Prime 250 and its excess (P250, P250_S); every other product follows the
 * 100-level path (the spec names only the two; decided).
 */
import { REFER } from '../../quotes/server';

export const REFERRED_PRODUCTS: readonly string[] = ['P250', 'P250_S'];

export type QuoteOutcome = 'INVALIDATE' | 'REFER' | 'ALREADY_REFERRED';

/**
 * What a change does to one open quote. A 250-level quote the machine can refer (READY, INDICATION, IN_REVIEW)
 * is referred; one already REFERRED stays with the underwriter; one already on its way to binding (REQUESTED,
 * SIGNED: the machine has no referral from there) was requested on facts that no longer hold, so it is
 * invalidated like a 100-level quote.
 */
export function outcomeOf(product: string, status: string): QuoteOutcome {
  if (!REFERRED_PRODUCTS.includes(product)) return 'INVALIDATE';
  if (status === 'REFERRED') return 'ALREADY_REFERRED';
  if (REFER.from?.includes(status)) return 'REFER';
  return 'INVALIDATE';
}
