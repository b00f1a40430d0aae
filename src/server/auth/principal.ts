import type { Kysely } from 'kysely';
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

/** Loads the user behind a token; undefined when the user is gone or disabled. */
export async function loadPrincipal(
  db: Kysely<Database>,
  claims: { sub: string; acc: string; accType: string; subType: string; realm: 'ACCOUNT' | 'TEAM'; act?: string },
): Promise<Principal | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select(['users.id', 'users.email', 'users.enabled', 'roles.name as roleName', 'roles.permissions'])
    .where('users.id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || !row.enabled) return undefined;
  // A jumped-in session ends with its staff user.
  if (claims.act) {
    const actor = await db.selectFrom('users').select('enabled').where('id', '=', claims.act).executeTakeFirst();
    if (!actor?.enabled) return undefined;
  }
  const teams = await db.selectFrom('userTeams').select('teamId').where('userId', '=', row.id).execute();
  return {
    userId: row.id,
    email: row.email,
    accountId: claims.acc,
    accountType: claims.accType,
    subscriberType: claims.subType,
    realm: claims.realm,
    roleName: row.roleName,
    permissions: row.permissions,
    teamIds: teams.map((t) => t.teamId),
    impersonatorUserId: claims.act ?? null,
  };
}
