/**
 * Who may see a quote on the wholesale review page: the user a workflow link for that quote was sent to
 * (spec 000 §2.8, flow QUOTE, or SURPLUS_NOTICE for the surplus notice page), signed in with the link's code.
 * Accepting the code gives the flow user an ordinary session (their own role and tenancy: a policyholder sees
 * nothing of the agency's quote actions); the grant for one quote is the live workflow whose redirect is that
 * quote's page. A quote any other way out of reach is 404, as if it did not exist.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../../src/server/auth/principal';
import { isActingAs } from '../../../src/server/auth/actingAs';
import type { Database } from '../../../src/server/db/tables';

/** The pages a workflow link leads to, with the quote id they name. */
const REVIEW_PAGE = /^\/quote\/([^/]+)\/(?:request-to-bind\/[^/]+|attest-surplus-notice)\/?$/;
const GRANTING_FLOWS = ['QUOTE', 'SURPLUS_NOTICE'];

/** The quote a redirect URL (a console path or an absolute address) opens on the review pages; undefined otherwise. */
export function quoteOfRedirect(redirectUrl: string): string | undefined {
  try {
    return REVIEW_PAGE.exec(new URL(redirectUrl, 'http://console.invalid').pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** Whether the caller holds a live workflow link to this quote's review (a staff user inside the account does not). */
export async function holdsReviewGrant(db: Kysely<Database>, principal: Principal, quoteId: string): Promise<boolean> {
  if (isActingAs(principal)) return false;
  const links = await db
    .selectFrom('workflows')
    .select(['redirectUrl'])
    .where('userId', '=', principal.userId)
    .where('flow', 'in', GRANTING_FLOWS)
    .where('expiresAt', '>', new Date())
    .where('redirectUrl', 'like', `%${quoteId}%`)
    .execute();
  return links.some((link) => quoteOfRedirect(String(link.redirectUrl)) === quoteId);
}
