import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Who is calling: resolved from the access token and the database on every request. */
export interface Principal {
  userId: string;
  email: string;
  /** The account (organisation) the session acts in. */
  accountId: string;
  accountType: string;
  /** The account type of the user's own organisation (differs from accountType when ghosting). */
  subscriberType: string;
  realm: 'ACCOUNT' | 'TEAM';
  roleName: string;
  permissions: string[];
  teamIds: string[];
  /** The staff user acting in this session through a jump-in; history names both (spec 000 §2.7). */
  impersonatorUserId?: string | null;
}

/**
 * Loads the user behind a token; undefined when the user is gone or disabled, or when the staff user behind a
 * jump-in is. One statement per request: the user, its role, its teams and (on a jumped-in session) the
 * actor's `enabled` flag come back together, read fresh each time, so disabling a user or changing its role
 * or teams takes effect on its very next request, on every server instance, with nothing cached.
 */
export async function loadPrincipal(
  db: Kysely<Database>,
  claims: { sub: string; acc: string; accType: string; subType: string; realm: 'ACCOUNT' | 'TEAM'; act?: string },
): Promise<Principal | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(['users.id', 'users.email', 'users.enabled', 'roles.name as roleName', 'roles.permissions'])
    .select((eb) => [
      // jsonb rather than uuid[]: both drivers (pg and PGlite) hand jsonb back already parsed.
      eb
        .selectFrom('userTeams')
        .select(sql<string[]>`coalesce(jsonb_agg(user_teams.team_id), '[]'::jsonb)`.as('teamIds'))
        .whereRef('userTeams.userId', '=', 'users.id')
        .as('teamIds'),
      claims.act
        ? eb.selectFrom('users as actor').select('actor.enabled').where('actor.id', '=', claims.act).as('actorEnabled')
        : sql<boolean>`true`.as('actorEnabled'),
    ])
    .where('users.id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || !row.enabled) return undefined;
  // A jumped-in session ends with its staff user.
  if (!row.actorEnabled) return undefined;
  return {
    userId: row.id,
    email: row.email,
    accountId: claims.acc,
    accountType: claims.accType,
    subscriberType: claims.subType,
    realm: claims.realm,
    roleName: row.roleName,
    permissions: row.permissions,
    teamIds: row.teamIds ?? [],
    impersonatorUserId: claims.act ?? null,
  };
}
