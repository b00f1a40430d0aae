import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/tables';
import type { ResourceFixtures, TenantContext } from '../../../src/server/resources/fixtures';

const fixtureModules = import.meta.glob<Record<string, unknown>>('../../../resources/*/fixtures.ts', { eager: true });

/** Every resource's fixtures (resources/<name>/fixtures.ts), found by file so new resources join by themselves. */
export const ALL_FIXTURES: readonly ResourceFixtures[] = Object.values(fixtureModules).flatMap((module) =>
  Object.values(module).filter(
    (value): value is ResourceFixtures =>
      !!value && typeof value === 'object' && 'validBody' in value && 'resource' in value,
  ),
);

/** The demo agency's tenant context: its default team, a client account, its agent (if any), the agency role. */
export async function demoTenant(db: Kysely<Database>, agencyName: string): Promise<TenantContext> {
  const agency = await db
    .selectFrom('accounts')
    .select('id')
    .where('name', '=', agencyName)
    .where('accountType', '=', 'AGENCY')
    .executeTakeFirstOrThrow();
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('agencyId', '=', agency.id)
    .orderBy('isDefault', 'desc')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('agencyId', '=', agency.id)
    .where('teamId', '=', team.id)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const agent = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .select('users.id')
    .where('users.accountId', '=', agency.id)
    .orderBy('roles.realm', 'desc')
    .executeTakeFirst();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('accountType', '=', 'AGENCY')
    .where('name', '=', 'Agency Admin')
    .executeTakeFirstOrThrow();
  return { agencyId: agency.id, teamId: team.id, accountId: account.id, agentUserId: agent?.id, agencyRoleId: role.id };
}

/** The tenant context of one team of a demo agency: that team and a client account of it. */
export async function teamTenant(db: Kysely<Database>, agencyName: string, teamName: string): Promise<TenantContext> {
  const base = await demoTenant(db, agencyName);
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('agencyId', '=', base.agencyId)
    .where('name', '=', teamName)
    .executeTakeFirstOrThrow();
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('agencyId', '=', base.agencyId)
    .where('teamId', '=', team.id)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  return { ...base, teamId: team.id, accountId: account.id };
}
