/**
 * Set my agent / remove my agent (spec 001 §4 "Agent linking: setting my agent makes the other agencies' active
 * quotes invalid. Removing the agent returns that agency to the interested list"; §8 "There was an error with your
 * request"). The account keeps its one owning agency (`agencyId`, its tenancy); the agencies *interested* in it are
 * the owning agency and every agency holding an open quote on it. The policyholder (or staff) picks one of them as
 * its agent (`myAgencyId`): every open quote of the other agencies on the account is invalidated through the quote
 * machine's own INVALIDATE, in the same transaction and as the caller (a history entry of each quote). Removing the
 * agent clears `myAgencyId`, so that agency is listed among the interested ones again.
 */
import type { Kysely } from 'kysely';
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';
import { INVALIDATE } from '../../quotes/server';
import { OPEN_STATUSES } from '../../quotes/server';
import { OWN_ACTION_MESSAGES as M } from './messages';

import { ACCOUNT_SET_AGENT } from './permissions';
import type { Database } from '../../../src/server/db/tables';

export { ACCOUNT_SET_AGENT };
export const INVALIDATED_BY_AGENT = "Another agency was set as the account's agent.";

const version = { type: 'integer' } as const;

export interface InterestedAgency {
  id: string;
  name: string;
  activeQuotes: number;
}

/** The agencies interested in the account: its own agency and every agency with an open quote on it. */
export async function interestedAgencies(
  db: Kysely<Database>,
  account: Record<string, unknown>,
): Promise<InterestedAgency[]> {
  const quotes = await db
    .selectFrom('quotes')
    .select(['agencyId', (eb) => eb.fn.countAll().as('n')])
    .where('accountId', '=', String(account.id))
    .where('status', 'in', [...OPEN_STATUSES])
    .where('agencyId', 'is not', null)
    .groupBy('agencyId')
    .execute();
  const counts = new Map(quotes.map((row) => [String(row.agencyId), Number(row.n)]));
  if (account.agencyId && !counts.has(String(account.agencyId))) counts.set(String(account.agencyId), 0);
  if (!counts.size) return [];
  const agencies = await db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', 'in', [...counts.keys()])
    .where('accountType', '=', 'AGENCY')
    .orderBy('name')
    .execute();
  return agencies.map((agency) => ({
    id: String(agency.id),
    name: String(agency.name),
    activeQuotes: counts.get(String(agency.id)) ?? 0,
  }));
}

export const SET_MY_AGENT: ResourceAction = {
  name: 'set-my-agent',
  method: 'PUT',
  path: '/:id/my-agent',
  permission: ACCOUNT_SET_AGENT,
  body: {
    type: 'object',
    properties: { version, agencyId: { type: 'string', minLength: 1, errorMessage: { minLength: M.notInterested } } },
    required: ['agencyId'],
    additionalProperties: false,
    errorMessage: { required: { agencyId: M.notInterested } },
  },
  effect: async ({ trx, principal, record, body, storeOf }: ActionInput) => {
    const chosen = String(body.agencyId);
    const interested = await interestedAgencies(trx, record);
    if (!interested.some((agency) => agency.id === chosen))
      throw invalid([{ field: 'agencyId', detail: M.notInterested }]);
    const quotes = storeOf('quotes');
    const others = await trx
      .selectFrom('quotes')
      .select(['id', 'version'])
      .where('accountId', '=', String(record.id))
      .where('status', 'in', [...OPEN_STATUSES])
      .where('agencyId', '!=', chosen)
      .orderBy('quoteNumber')
      .execute();
    for (const quote of others)
      await quotes.act(
        principal,
        String(quote.id),
        INVALIDATE,
        { version: Number(quote.version), reason: INVALIDATED_BY_AGENT },
        trx,
      );
    return { myAgencyId: chosen };
  },
};

export const REMOVE_MY_AGENT: ResourceAction = {
  name: 'remove-my-agent',
  method: 'PUT',
  path: '/:id/my-agent/remove',
  permission: ACCOUNT_SET_AGENT,
  body: { type: 'object', properties: { version }, additionalProperties: false },
  effect: ({ record }) => {
    if (!record.myAgencyId) throw invalid([{ field: 'agencyId', detail: M.noAgent }]);
    return { myAgencyId: null };
  },
};
