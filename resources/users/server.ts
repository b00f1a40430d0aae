import userSchema from '../../schemas/records/user.schema.json';
import { childRows } from '../../src/server/resources/childRows';
import { sql } from 'kysely';
import { ACTING_AS_REFUSED, isActingAs } from '../../src/server/auth/actingAs';
import { RefreshTokens } from '../../src/server/auth/refreshTokens';
import { ApiError, invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { userSpecPaths } from './specRoutes';
import { ownOrganisationScope, owningOrganisation } from '../../src/server/tenancy/organisationRules';
import { usersResource } from './declaration';
import { grants } from './grants';

export const USER_FOREIGN_ACCOUNT = 'A user can only be added to your own organisation.';
import { EMAIL_TAKEN } from '../../src/server/auth/emailTaken';
import type { UserRecord } from '../../src/shared/generated/records';

/** This resource's records are `UserRecord`s (what `storeOf('users')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    users: UserRecord;
  }
}

export { EMAIL_TAKEN };
/** The login of an organisation for an e-mail, made through this store when missing (link sign-in flows). */
export { accountUser } from './accountUser';
export const SELECT_ROLE = 'Please select a Role';
export const TEAM_REQUIRED = 'Team is a required field.';
export const SELECT_TEAM = 'Please select a Team';
export const DELETE_SELF = 'You cannot delete your own user.';

const COLUMNS = [
  'id',
  'accountId',
  'email',
  'firstName',
  'middleName',
  'lastName',
  'phone',
  'roleId',
  'enabled',
  'mfaType',
  'npn',
  'slackHandle',
  'primaryContact',
  'billingContact',
  'lastLogin',
  'created',
  'modified',
  'version',
] as const;

/**
 * Users: staff see every user, any other organisation its own users only. The account link of spec 001 §3
 * (accountRoleMap, accountTeamsMap) is answered from the user's one organisation, role and teams.
 */
export const usersServer: ServerResource = {
  schema: userSchema,
  routes: userSpecPaths,
  grants,
  declaration: usersResource,
  table: 'users',
  label: 'User',
  selectRows: (db) =>
    db
      .selectFrom('users')
      .innerJoin('roles as role', 'role.id', 'users.roleId')
      .innerJoin('accounts as organisation', 'organisation.id', 'users.accountId')
      .select(COLUMNS.map((c) => `users.${c}` as const))
      .select([
        'role.name as roleName',
        'role.realm as roleRealm',
        'organisation.name as accountName',
        'organisation.accountType as accountType',
      ])
      .select(
        sql<
          string[]
        >`coalesce((select jsonb_agg(ut.team_id order by ut.team_id) from user_teams ut where ut.user_id = users.id), '[]'::jsonb)`.as(
          'teamIds',
        ),
      )
      .select(
        sql<Record<string, string>>`jsonb_build_object(users.account_id::text, users.role_id)`.as('accountRoleMap'),
      )
      .select(
        sql<
          Record<string, string[]>
        >`jsonb_build_object(users.account_id::text, coalesce((select jsonb_agg(ut.team_id order by ut.team_id) from user_teams ut where ut.user_id = users.id), '[]'::jsonb))`.as(
          'accountTeamsMap',
        ),
      ),
  column: (field) =>
    (
      ({ roleName: 'role.name', accountName: 'organisation.name', accountType: 'organisation.accountType' }) as Record<
        string,
        string
      >
    )[field] ?? `users.${field}`,
  searchColumn: 'users.searchText',
  scope: (principal) => ownOrganisationScope(principal, 'users.accountId'),
  readOnlyFields: [
    'id',
    'created',
    'modified',
    'version',
    'mfaType',
    'lastLogin',
    'roleName',
    'roleRealm',
    'accountName',
    'accountType',
    'accountRoleMap',
    'accountTeamsMap',
  ],
  async prepareWrite(db, principal, value, existing) {
    // Spec 000 §2.7: a staff user inside another account acts for it, but never changes anyone's e-mail.
    if (
      existing &&
      isActingAs(principal) &&
      String(value.email).toLowerCase() !== String(existing.email).toLowerCase()
    ) {
      throw new ApiError(403, ACTING_AS_REFUSED, [{ field: 'email', detail: ACTING_AS_REFUSED }]);
    }
    const accountId = await owningOrganisation(db, principal, 'accountId', value.accountId, {
      message: 'Account is required',
      foreignMessage: USER_FOREIGN_ACCOUNT,
      existing: existing?.accountId,
    });
    const organisation = await db
      .selectFrom('accounts')
      .select('accountType')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    // A role of the organisation's own account type only: no one hands out a staff role to an agent.
    const role = await db
      .selectFrom('roles')
      .select(['id', 'realm'])
      .where('id', '=', value.roleId as string)
      .where('accountType', '=', organisation.accountType)
      .executeTakeFirst();
    if (!role) throw invalid([{ field: 'roleId', detail: SELECT_ROLE }]);
    const teamIds = (value.teamIds as string[] | undefined) ?? [];
    if (role.realm === 'TEAM' && teamIds.length === 0) throw invalid([{ field: 'teamIds', detail: TEAM_REQUIRED }]);
    if (teamIds.length) {
      const teams = await db
        .selectFrom('teams')
        .select('id')
        .where('id', 'in', teamIds)
        .where('agencyId', '=', accountId)
        .execute();
      if (teams.length !== teamIds.length) throw invalid([{ field: 'teamIds', detail: SELECT_TEAM }]);
    }
    let clash = db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', String(value.email).toLowerCase());
    if (existing) clash = clash.where('id', '!=', existing.id as string);
    if (await clash.executeTakeFirst()) throw invalid([{ field: 'email', detail: EMAIL_TAKEN }]);
    const { teamIds: _teams, ...columns } = value;
    return { ...columns, accountId };
  },
  async afterWrite(trx, _principal, id, value, existing) {
    // The user's teams are its child rows, replaced as a whole by each write of the user.
    const teams = childRows(trx, 'userTeams', 'userId', id);
    await teams.dropWhere();
    await teams.addAll(((value.teamIds as string[] | undefined) ?? []).map((teamId) => ({ teamId })));
    // Disabling a user ends every session it has; the access token it holds stops working at once too,
    // since each request reloads the user (a disabled one is refused).
    if (existing && existing.enabled !== false && value.enabled === false)
      await new RefreshTokens(trx, 0).revokeUser(id);
  },
  async beforeDelete(_trx, principal, existing) {
    if (existing.id === principal.userId) throw new ApiError(409, DELETE_SELF);
  },
};
