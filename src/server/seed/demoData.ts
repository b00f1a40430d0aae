import type { Kysely } from 'kysely';
import type { Region } from '../../shared/region/regions';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/tables';
import { DEMO_ADDRESSES, demoAccountName, demoStatus } from './demoAddresses';
import { roleCatalogue } from './roleCatalogue';
import type { ServerResource } from '../resources/resourceStore';
import { DEMO_PERSONAS, seedDemoPersonas } from './demoPersonas';
import { seedDemoBusiness } from './demoBusiness';
import { seedDemoOrganisation } from './demoOrganisation';
import { seedDemoWorkflow } from './demoWorkflow';
import { seedDemoFormAnswers } from './demoFormAnswers';

export const DEMO_PASSWORD = 'Demo-Password-1!';

export interface DemoLogin {
  email: string;
  persona: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'staff@demo.test', persona: 'provider staff, Super Admin' },
  { email: 'admin@alpha.demo.test', persona: 'Alpha Insurance Agency, Agency Admin' },
  { email: 'agent@alpha.demo.test', persona: 'Alpha Insurance Agency, Agent in team Alpha East' },
  { email: 'admin@beta.demo.test', persona: 'Beta Brokers, Agency Admin' },
  { email: 'owner@customer.demo.test', persona: 'policyholder, Account Admin of Customer Demo Co' },
  ...DEMO_PERSONAS.map((p) => ({ email: p.email, persona: `${p.who}, Administrator of ${p.name}` })),
];

const ACCOUNTS_PER_AGENCY = 50;

/** Installs the roles of every account type (idempotent). */
export async function seedRoles(
  db: Kysely<Database>,
  resources: readonly ServerResource[],
): Promise<Map<string, string>> {
  for (const role of roleCatalogue(resources)) {
    await db
      .insertInto('roles')
      .values({
        name: role.name,
        accountType: role.accountType,
        realm: role.realm,
        permissions: JSON.stringify(role.permissions),
      })
      .onConflict((oc) =>
        oc
          .columns(['accountType', 'name'])
          .doUpdateSet({ permissions: JSON.stringify(role.permissions), realm: role.realm }),
      )
      .execute();
  }
  const rows = await db.selectFrom('roles').select(['id', 'name', 'accountType']).execute();
  return new Map(rows.map((r) => [`${r.accountType}/${r.name}`, r.id]));
}

/** True when the database has no users yet: the only time demo data is added on start. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/**
 * The demo organisation chart: provider staff, two agencies with teams, an agent, ~50 client accounts each,
 * and one policyholder with its own login.
 */
export async function seedDemo(
  db: Kysely<Database>,
  region: Region,
  resources: readonly ServerResource[],
): Promise<void> {
  const roles = await seedRoles(db, resources);
  const role = (accountType: string, name: string) => roles.get(`${accountType}/${name}`)!;
  const addresses = DEMO_ADDRESSES[region];
  const passwordHash = () => hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const org = (accountType: string, name: string, hostname: string | null = null) =>
      trx
        .insertInto('accounts')
        .values({ accountType, name, country: region, hostname, modified: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
    const user = async (accountId: string, email: string, firstName: string, lastName: string, roleId: string) =>
      trx
        .insertInto('users')
        .values({
          accountId,
          email,
          firstName,
          lastName,
          roleId,
          passwordHash: await passwordHash(),
          modified: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

    const provider = await org('PROVIDER', 'Adaptive Insurance');
    await user(provider.id, 'staff@demo.test', 'Sam', 'Staff', role('PROVIDER', 'Super Admin'));

    const agencies = [
      {
        name: 'Alpha Insurance Agency',
        host: 'alpha',
        admin: 'admin@alpha.demo.test',
        teams: ['Alpha East', 'Alpha West'],
        extra: 'Alpha Omega Consulting',
        offset: 0,
      },
      {
        name: 'Beta Brokers',
        host: 'beta',
        admin: 'admin@beta.demo.test',
        teams: ['Beta Main'],
        extra: 'Alphanumeric Systems',
        offset: ACCOUNTS_PER_AGENCY,
      },
    ];
    const agencyIds: string[] = [];
    for (const agency of agencies) {
      const { id: agencyId } = await org('AGENCY', agency.name, agency.host);
      agencyIds.push(agencyId);
      const teamIds: string[] = [];
      for (const [index, teamName] of agency.teams.entries()) {
        const team = await trx
          .insertInto('teams')
          .values({ agencyId, name: teamName, isDefault: index === 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        teamIds.push(team.id);
      }
      await user(agencyId, agency.admin, 'Ada', `${agency.name.split(' ')[0]} Admin`, role('AGENCY', 'Agency Admin'));
      const names = [
        ...Array.from({ length: ACCOUNTS_PER_AGENCY }, (_, i) => demoAccountName(i + agency.offset)),
        agency.extra,
      ];
      await trx
        .insertInto('accounts')
        .values(
          names.map((name, i) => {
            const address = addresses[i % addresses.length];
            return {
              accountType: 'CUSTOMER',
              name,
              status: demoStatus(i),
              agencyId,
              teamId: teamIds[i % teamIds.length],
              country: region,
              address1: `${100 + i} Main Street`,
              city: address.city,
              state: address.state ?? null,
              zipCode: address.zipCode,
              phone: address.phone,
              modified: new Date(Date.now() - i * 3_600_000),
            };
          }),
        )
        .execute();
      if (agency.host === 'alpha') {
        const agent = await user(agencyId, 'agent@alpha.demo.test', 'Alex', 'Agent', role('AGENCY', 'Agent'));
        await trx.insertInto('userTeams').values({ userId: agent.id, teamId: teamIds[0] }).execute();
      }
    }

    const address = addresses[0];
    const customer = await trx
      .insertInto('accounts')
      .values({
        accountType: 'CUSTOMER',
        name: 'Customer Demo Co',
        status: 'Active Policy',
        agencyId: agencyIds[0],
        country: region,
        address1: '1 Customer Way',
        city: address.city,
        state: address.state ?? null,
        zipCode: address.zipCode,
        phone: address.phone,
        modified: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await user(customer.id, 'owner@customer.demo.test', 'Olivia', 'Owner', role('CUSTOMER', 'Account Admin'));
  });
  await seedDemoPersonas(db, region, DEMO_PASSWORD);
  await seedDemoBusiness(db);
  await seedDemoOrganisation(db);
  await seedDemoWorkflow(db);
  await seedDemoFormAnswers(db);
  // Each resource's own demo records, once the organisations and clients they belong to exist.
  for (const resource of resources) await resource.seedDemo?.(db as Kysely<Database>);
}
