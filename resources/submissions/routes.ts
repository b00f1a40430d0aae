import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import type { TeamScope } from '../../src/server/tenancy/clientRecord';
import { SUBMISSION_STATS_PATH, submissionsResource } from './declaration';
import type { Database } from '../../src/server/db/tables';

/** The stat labels of spec 002 §3, in the spec's order, with the keys the API answers them under. */
export const SUBMISSION_STATS = [
  { key: 'totalNewBusinessSubmissions', label: 'Total New Business Submissions' },
  { key: 'declined', label: 'Declined' },
  { key: 'lost', label: 'Lost' },
  { key: 'renewals', label: 'Renewals' },
  { key: 'totalQuotedPremium', label: 'Total Quoted Premium' },
  { key: 'avgQuotedPremium', label: 'Avg Quoted Premium' },
] as const;

const statsSchema = {
  tags: ['submissions'],
  querystring: { type: 'object', properties: { teamId: { type: 'string' }, teamScope: { type: 'string' } } },
};

/**
 * `GET /api/account/v1/submission/stats`: the dashboard tab's figures over exactly the submissions the caller's
 * list shows (the store's visible rows: tenant, teams, the header's team and team scope). New business and
 * renewals count by `isRenewal`; declined and lost by status; the premiums sum and average `quotedPremium`
 * over the submissions that carry one (rounded to the cent).
 */
export function registerSubmissionRoutes(app: FastifyInstance, { db, store }: ResourceContext): void {
  app.get<{ Querystring: { teamId?: string; teamScope?: string } }>(
    SUBMISSION_STATS_PATH,
    { config: { permission: submissionsResource.permissions.list }, schema: statsSchema },
    async (request) => {
      const { teamId, teamScope } = request.query;
      const visible = store
        .visibleRows(principalOf(request), { teamId, teamScope: teamScope as TeamScope | undefined })
        .as('visible');
      const renewal = sql.ref('visible.isRenewal');
      const status = sql.ref('visible.status');
      const premium = sql.ref('visible.quotedPremium');
      const row = await (db as Kysely<Database>)
        .selectFrom(visible)
        .select([
          sql<number>`count(*) filter (where not ${renewal})::int`.as('totalNewBusinessSubmissions'),
          sql<number>`count(*) filter (where ${status} = 'declined')::int`.as('declined'),
          sql<number>`count(*) filter (where ${status} = 'lost')::int`.as('lost'),
          sql<number>`count(*) filter (where ${renewal})::int`.as('renewals'),
          sql<number>`coalesce(round(sum(${premium})::numeric, 2), 0)::float8`.as('totalQuotedPremium'),
          sql<number>`coalesce(round(avg(${premium})::numeric, 2), 0)::float8`.as('avgQuotedPremium'),
        ])
        .executeTakeFirstOrThrow();
      return { stats: SUBMISSION_STATS.map(({ key, label }) => ({ key, label, value: Number(row[key]) })) };
    },
  );
}
