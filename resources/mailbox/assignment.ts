import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { invalid } from '../../src/server/http/apiError';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { ASSIGNABLE_TYPES } from './scope';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

export const SELECT_AGENCY = 'Please select a Agency';
export const SELECT_TEAM = 'Please select a Team';
export const NO_MSSP_TEAM = 'An MSSP has no teams';
export const SELECT_AGENT = 'The agent must be a user of the agency';

/**
 * The owner columns an assignment stores (spec 001 §6 "Mailbox: in the agency persona the team assignment
 * applies; with mssp no team is attached. Staff pick the agency and the agent."):
 * - staff name the agency or MSSP (`agencyId`) and may name its agent (`agentUserId`) and team; an agent
 *   without a team named brings its first team of that agency;
 * - an agency user assigns within its own agency and must name the team;
 * - an MSSP (either way) has no team.
 */
export async function assignment(db: Kysely<Database>, principal: Principal, body: ApiRecord): Promise<ApiRecord> {
  const agencyId = isStaff(principal) ? body.agencyId : (body.agencyId ?? principal.accountId);
  if (!agencyId) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
  if (!isStaff(principal) && agencyId !== principal.accountId)
    throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
  const organisation = await db
    .selectFrom('accounts')
    .select(['id', 'accountType'])
    .where('id', '=', String(agencyId))
    .where('accountType', 'in', [...ASSIGNABLE_TYPES])
    .executeTakeFirst();
  if (!organisation) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
  const mssp = organisation.accountType === 'MSSP';
  if (mssp && body.teamId) throw invalid([{ field: 'teamId', detail: NO_MSSP_TEAM }]);

  let agentTeams: string[] = [];
  if (body.agentUserId) {
    const agent = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', String(body.agentUserId))
      .where('accountId', '=', organisation.id)
      .executeTakeFirst();
    if (!agent) throw invalid([{ field: 'agentUserId', detail: SELECT_AGENT }]);
    agentTeams = (
      await db
        .selectFrom('userTeams')
        .innerJoin('teams', 'teams.id', 'userTeams.teamId')
        .select('teams.id')
        .where('userTeams.userId', '=', agent.id)
        .where('teams.agencyId', '=', organisation.id)
        .execute()
    ).map((row) => row.id as string);
  }
  const teamId = mssp ? null : ((body.teamId as string | undefined) ?? agentTeams[0] ?? null);
  if (teamId) {
    const team = await db
      .selectFrom('teams')
      .select('id')
      .where('id', '=', teamId)
      .where('agencyId', '=', organisation.id)
      .executeTakeFirst();
    if (!team) throw invalid([{ field: 'teamId', detail: SELECT_TEAM }]);
    if (body.agentUserId && !agentTeams.includes(teamId))
      throw invalid([{ field: 'agentUserId', detail: SELECT_AGENT }]);
  }
  if (!mssp && !isStaff(principal) && !teamId) throw invalid([{ field: 'teamId', detail: SELECT_TEAM }]);
  return { agencyId: organisation.id, teamId, agentUserId: (body.agentUserId as string | undefined) ?? null };
}
