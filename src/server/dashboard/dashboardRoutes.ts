import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DASHBOARD_FIGURES_PATH } from '../../shared/dashboard/figures';
import { parseDuration } from '../../shared/dashboard/durations';
import { principalOf } from '../auth/authPlugin';
import type { Database } from '../db/tables';
import type { ResourceStore } from '../resources/resourceStore';
import type { TeamScope } from '../tenancy/clientRecord';
import { dashboardFigures } from './dashboardFigures';

const statusCounts = {
  type: 'array',
  items: { type: 'object', properties: { status: { type: 'string' }, count: { type: 'integer' } } },
} as const;

/**
 * Every signed-in user has a dashboard; what it counts is limited by each resource's list permission and
 * tenant scope, so "any" here opens no data.
 */
export function registerDashboardRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  stores: readonly ResourceStore[],
): void {
  app.get<{ Querystring: { duration?: string; teamId?: string; teamScope?: string } }>(
    DASHBOARD_FIGURES_PATH,
    {
      config: { permission: 'any' },
      schema: {
        tags: ['console'],
        querystring: {
          type: 'object',
          properties: { duration: { type: 'string' }, teamId: { type: 'string' }, teamScope: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              duration: { type: 'integer' },
              since: { type: 'string' },
              accounts: { type: 'object', properties: { total: { type: 'integer' }, byStatus: statusCounts } },
              quotes: {
                type: 'object',
                properties: { total: { type: 'integer' }, binders: { type: 'integer' }, byStatus: statusCounts },
              },
              policies: {
                type: 'object',
                properties: { active: { type: 'integer' }, premium: { type: 'number' }, byStatus: statusCounts },
              },
              claims: { type: 'object', properties: { total: { type: 'integer' }, byStatus: statusCounts } },
            },
          },
        },
      },
    },
    async (request) => {
      const { duration, teamId, teamScope } = request.query;
      return dashboardFigures(db, stores, principalOf(request), parseDuration(duration), {
        teamId,
        teamScope: teamScope as TeamScope | undefined,
      });
    },
  );
}
