/**
 * The review routes' one access rule. The caller reaches the quote either through a workflow grant for it
 * (grant.ts), or as anyone who may reach it through the quotes store (tenancy, team) with the permission the
 * step needs (`quote:read` to look, `quote:update` to verify or request to bind). Anything else is 404.
 *
 * A grant holder acts as themselves (history names them) inside the quote's client account, with no
 * permissions of their own: the quotes store then lets the action touch that account's records only, and the
 * route names one quote.
 */
import type { Principal } from '../../../src/server/auth/principal';
import { forbidden, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { hasPermission } from '../../../src/shared/permissions/checkPermission';
import { quotesResource } from '../../quotes/server';
import { holdsReviewGrant } from './grant';
import type { ApiRecord } from '../../../src/shared/api/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReviewAccess {
  /** The quote as the API shows it. */
  quote: ApiRecord;
  /** Who the quotes store acts for. */
  actor: Principal;
}

/** The grant holder inside the quote's client account (see above). */
const reviewActor = (principal: Principal, accountId: string): Principal => ({
  ...principal,
  accountId,
  accountType: 'CUSTOMER',
  realm: 'ACCOUNT',
  permissions: [],
  teamIds: [],
});

export async function reviewAccess(
  { db, store }: ResourceContext,
  principal: Principal,
  id: string,
  step: 'read' | 'act',
): Promise<ReviewAccess> {
  if (!UUID.test(id)) throw notFound('Quote');
  if (await holdsReviewGrant(db, principal, id)) {
    const { resource } = store;
    const quote = await resource.selectRows(db).where('quotes.id', '=', id).executeTakeFirst();
    if (!quote) throw notFound('Quote');
    return { quote, actor: reviewActor(principal, String(quote.accountId)) };
  }
  const { get, update } = quotesResource.permissions;
  if (!hasPermission(principal.permissions, get)) throw notFound('Quote');
  const quote = await store.get(principal, id);
  if (step === 'act' && !hasPermission(principal.permissions, update)) throw forbidden();
  return { quote, actor: principal };
}
