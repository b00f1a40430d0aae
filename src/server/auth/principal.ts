import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { selectAsArrays } from '../db/arrayRows';
import { isAccountType, type AccountType } from '../../shared/accountTypes';

/** Who is calling: resolved from the access token and the database on every request. */
export interface Principal {
  userId: string;
  email: string;
  /** The account (organisation) the session acts in. */
  accountId: string;
  accountType: AccountType;
  /** The account type of the user's own organisation (differs from accountType when ghosting). */
  subscriberType: AccountType;
  realm: 'ACCOUNT' | 'TEAM';
  roleName: string;
  permissions: string[];
  teamIds: string[];
  /** The staff user acting in this session through a jump-in; history names both (spec 000 §2.7). */
  impersonatorUserId?: string | null;
}

/** The statement's one row, in its column order. */
type PrincipalRow = [
  userId: string,
  email: string,
  enabled: boolean,
  roleName: string,
  permissions: string[],
  teamIds: string[] | null,
  actorEnabled: boolean | null,
];

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
  // One hand-written statement, read as an array (selectAsArrays): the query builder, its name mapping and the row
  // object node-postgres builds cost more CPU than the statement itself on this, the hottest path of all
  // (docs/benchmarks/)). jsonb rather than uuid[] for the teams: both drivers (pg and PGlite) hand jsonb back already parsed.
  const actorIsEnabled = claims.act
    ? sql<boolean>`(select actor.enabled from users actor where actor.id = ${claims.act})`
    : sql<boolean>`true`;
  const { rows } = await selectAsArrays(
    db,
    sql`
    select users.id, users.email, users.enabled, roles.name as role_name, roles.permissions,
      (select coalesce(jsonb_agg(user_teams.team_id), '[]'::jsonb) from user_teams where user_teams.user_id = users.id) as team_ids,
      ${actorIsEnabled} as actor_enabled
    from users inner join roles on roles.id = users.role_id
    where users.id = ${claims.sub}`.compile(db),
  );
  if (rows.length === 0) return undefined;
  // A token naming no known account type grants nothing.
  if (!isAccountType(claims.accType) || !isAccountType(claims.subType)) return undefined;
  const [userId, email, enabled, roleName, permissions, teamIds, actorEnabled] = rows[0] as PrincipalRow;
  // A jumped-in session ends with its staff user.
  if (!enabled || !actorEnabled) return undefined;
  return {
    userId,
    email,
    accountId: claims.acc,
    accountType: claims.accType,
    subscriberType: claims.subType,
    realm: claims.realm,
    roleName,
    permissions,
    teamIds: teamIds ?? [],
    impersonatorUserId: claims.act ?? null,
  };
}
