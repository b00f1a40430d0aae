import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { ALL_TEAM } from './declaration';

/**
 * `GET /api/auth/v1/teams/my`: the teams the header selector offers (spec 000 §4). An account-realm
 * caller gets "All" first, then its agency's teams; a team-realm caller (an agent) only its own teams;
 * staff only "All" (staff reset to All). Acts on the caller alone, so it needs no permission beyond signing in.
 */
export function registerTeamSelectionRoutes(app: FastifyInstance, { db }: ResourceContext): void {
  app.get('/api/auth/v1/teams/my', { config: { permission: 'any' }, schema: { tags: ['teams'] } }, async (request) => {
    const principal = principalOf(request);
    if (isStaff(principal)) return { content: [ALL_TEAM] };
    let teams = db
      .selectFrom('teams')
      .select(['id', 'name', 'isDefault'])
      .where('agencyId', '=', principal.accountId)
      .orderBy('name');
    if (principal.realm === 'TEAM') {
      if (!principal.teamIds.length) return { content: [] };
      teams = teams.where('id', 'in', principal.teamIds);
    }
    const rows = await teams.execute();
    return { content: principal.realm === 'TEAM' ? rows : [ALL_TEAM, ...rows] };
  });
}
