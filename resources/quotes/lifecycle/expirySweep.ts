/**
 * The expiry sweep: every quote whose date has passed (before today) is moved by its time action (expiry.ts),
 * one by one through the store's lifecycle engine as the system actor, so each move is checked (from-state,
 * version) and recorded in the quote's history with actor e-mail `system` (no user). Runs when the server is ready,
 * then every SWEEP_MINUTES in one instance of the cluster (a cluster timer), and on `POST /api/quote/v1/expiry/sweep` (underwriters; answers the counts). A quote
 * changed by someone else meanwhile (409) is left for the next sweep; an underwriter's sweep beside the timer's is
 * safe for the same reason.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '../../../src/server/http/apiError';
import type { Principal } from '../../../src/server/auth/principal';
import type { ResourceContext, ResourceStore } from '../../../src/server/resources/resourceStore';
import { systemPrincipal } from '../../../src/server/auth/systemPrincipal';
import { todayIso } from '../../../src/shared/dates/today';
import { quotesResource } from '../declaration';
import { QUOTE_EXPIRE, timeActions } from './expiry';
import { QUOTE_UNDERWRITE } from './permissions';

export const SWEEP_MINUTES = 60;
/** The sweep's once-per-cluster timer (`cluster_timers`). */
export const EXPIRY_SWEEP_TIMER = 'quote-expiry-sweep';

/** The system actor: provider-wide (sees every client's quotes), no user behind it. */
export const SYSTEM_PRINCIPAL: Principal = systemPrincipal([QUOTE_EXPIRE]);

export interface SweepResult {
  expired: number;
  binderExpired: number;
}

export async function sweepQuoteExpiry(store: ResourceStore, today = todayIso()): Promise<SweepResult> {
  const counts: number[] = [];
  for (const { action, dateField } of timeActions) {
    const rows = await store
      .visibleRows(SYSTEM_PRINCIPAL)
      .where(sql.ref(store.resource.column('status')), 'in', action.from!)
      .where(sql.ref(store.resource.column(dateField)), '<', today)
      .clearSelect()
      .select(sql.ref<string>(store.resource.column('id')).as('id'))
      .execute();
    let moved = 0;
    for (const row of rows) {
      try {
        await store.act(SYSTEM_PRINCIPAL, row.id, action, {});
        moved += 1;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
    }
    counts.push(moved);
  }
  return { expired: counts[0], binderExpired: counts[1] };
}

export function registerExpirySweep(app: FastifyInstance, { store, cluster }: ResourceContext): void {
  cluster.every(EXPIRY_SWEEP_TIMER, SWEEP_MINUTES * 60_000, () => sweepQuoteExpiry(store));
  const answer = {
    type: 'object',
    required: ['expired', 'binderExpired'],
    properties: { expired: { type: 'integer' }, binderExpired: { type: 'integer' } },
  };
  app.post(
    `${quotesResource.apiBase}/expiry/sweep`,
    {
      config: { permission: QUOTE_UNDERWRITE, answerSchema: answer, answerStatus: 200 },
      schema: { tags: [quotesResource.name] },
    },
    async () => sweepQuoteExpiry(store),
  );
}
