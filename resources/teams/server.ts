import teamSchema from '../../schemas/records/team.schema.json';
import { sql, type SqlBool } from 'kysely';
import { ApiError } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { childRows } from '../../src/server/resources/childRows';
import { agencyOwnedScope, owningOrganisation } from '../../src/server/tenancy/organisationRules';
import { teamsResource } from './declaration';
import { grants } from './grants';
import { registerTeamSelectionRoutes } from './teamSelectionRoutes';
import { teamSpecPaths } from './specRoutes';
import type { TeamRecord } from '../../src/shared/generated/records';

/** This resource's records are `TeamRecord`s (what `storeOf('teams')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    teams: TeamRecord;
  }
}

export const TEAM_FOREIGN_AGENCY = 'A team can only belong to your own agency.';
export const TEAM_DEFAULT_DELETE = 'The default team cannot be deleted. Make another team the default first.';

const COLUMNS = ['id', 'name', 'agencyId', 'isDefault', 'description', 'created', 'modified', 'version'] as const;

export const teamsServer: ServerResource = {
  schema: teamSchema,
  grants,
  routes: (app, context) => {
    registerTeamSelectionRoutes(app, context);
    teamSpecPaths(app, context);
  },
  declaration: teamsResource,
  table: 'teams',
  label: 'Team',
  selectRows: (db) =>
    db
      .selectFrom('teams')
      .innerJoin('accounts as agency', 'agency.id', 'teams.agencyId')
      .select(COLUMNS.map((c) => `teams.${c}` as const))
      .select('agency.name as agencyName')
      .select(sql<number>`(select count(*)::int from user_teams ut where ut.team_id = teams.id)`.as('memberCount')),
  column: (field) => (field === 'agencyName' ? 'agency.name' : `teams.${field}`),
  searchColumn: 'teams.searchText',
  scope: (principal) => (eb) => {
    const agency = agencyOwnedScope(principal, 'teams.agencyId')(eb);
    // A team-realm user (an agent) sees the teams it belongs to only.
    if (principal.realm !== 'TEAM') return agency;
    return principal.teamIds.length ? eb.and([agency, eb('teams.id', 'in', principal.teamIds)]) : sql<SqlBool>`false`;
  },
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName', 'memberCount'],
  async prepareWrite(db, principal, value, existing) {
    const agencyId = await owningOrganisation(db, principal, 'agencyId', value.agencyId, {
      accountTypes: ['AGENCY'],
      message: 'Please select a Agency',
      foreignMessage: TEAM_FOREIGN_AGENCY,
      existing: existing?.agencyId,
    });
    return { ...value, agencyId };
  },
  async afterWrite(trx, _principal, id, value) {
    // One default team per agency: marking this one default unmarks the others, each a versioned change of one of
    // the agency's teams (an editor holding one of them gets the stale edit's 409).
    if (value.isDefault === true) {
      const { agencyId } = await trx
        .selectFrom('teams')
        .select('agencyId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const others = await trx
        .selectFrom('teams')
        .select('id')
        .where('agencyId', '=', agencyId)
        .where('id', '!=', id)
        .where('isDefault', '=', true)
        .execute();
      const agencyTeams = childRows(trx, 'teams', 'agencyId', agencyId, 'Team', { versioned: true });
      for (const other of others) await agencyTeams.change(other.id, { isDefault: false, modified: new Date() });
    }
  },
  async beforeDelete(_trx, _principal, existing) {
    if (existing.isDefault) throw new ApiError(409, TEAM_DEFAULT_DELETE);
  },
};
