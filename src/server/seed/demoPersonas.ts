import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { hashPassword } from '../auth/passwords';
import type { Region } from '../../shared/region/regions';

/** The role every persona organisation below starts with (declared in the role catalogue). */
export const PERSONA_ADMIN_ROLE = 'Administrator';

/**
 * One organisation and one login for each account type the base demo does not cover, so every persona's
 * area (spec 000 §2.2) can be opened from a fresh start. What each sees of client business (read only) is the
 * client-record rule's; their memberships and assignments are seeded by resources/organisations/demo.ts.
 */
export const DEMO_PERSONAS = [
  {
    accountType: 'DIGITAL',
    name: 'Digital Demo Aggregator',
    email: 'admin@digital.demo.test',
    who: "aggregator (DIGITAL): reads member agency Beta's clients and business",
  },
  {
    accountType: 'MSSP',
    name: 'Shield MSSP Demo',
    email: 'admin@mssp.demo.test',
    who: 'managed security service provider (MSSP): reads the client it serves, Customer Demo Co',
  },
  {
    accountType: 'CARRIER',
    name: 'Carrier Demo Mutual',
    email: 'admin@carrier.demo.test',
    who: "carrier (CARRIER): reads the policies on its paper (Alpha's)",
  },
  {
    accountType: 'VENDOR',
    name: 'Vendor Demo Forensics',
    email: 'admin@vendor.demo.test',
    who: 'vendor (VENDOR): reads the claim assigned to it',
  },
  {
    accountType: 'CLUSTER',
    name: 'Cluster Demo Group',
    email: 'admin@cluster.demo.test',
    who: "cluster (CLUSTER): reads member agency Alpha's clients, quotes and policies",
  },
  {
    accountType: 'RE_INSURER',
    name: 'Reinsurer Demo Re',
    email: 'admin@reinsurer.demo.test',
    who: 'reinsurer (RE_INSURER): reads the policies of the carrier it reinsures',
  },
  {
    accountType: 'PREMIUM_PROCESSOR',
    name: 'Premium Processor Demo',
    email: 'admin@premiumprocessor.demo.test',
    who: "premium processor (PREMIUM_PROCESSOR): reads member agency Alpha's policies",
  },
  {
    accountType: 'POOL',
    name: 'Pool Demo Syndicate',
    email: 'admin@pool.demo.test',
    who: 'pool (POOL): reads the policies of its member carrier',
  },
] as const;

export async function seedDemoPersonas(db: Kysely<Database>, region: Region, password: string): Promise<void> {
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'accountType'])
    .where('name', '=', PERSONA_ADMIN_ROLE)
    .execute();
  const roleOf = new Map(roles.map((role) => [role.accountType, role.id]));
  const passwordHash = await hashPassword(password);
  for (const persona of DEMO_PERSONAS) {
    const roleId = roleOf.get(persona.accountType);
    if (!roleId) throw new Error(`The role catalogue has no ${PERSONA_ADMIN_ROLE} for ${persona.accountType}`);
    const org = await db
      .insertInto('accounts')
      .values({ accountType: persona.accountType, name: persona.name, country: region, modified: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [firstName, ...rest] = persona.name.split(' ');
    await db
      .insertInto('users')
      .values({
        accountId: org.id,
        email: persona.email,
        firstName,
        lastName: rest.join(' ') || 'Admin',
        roleId,
        passwordHash,
        modified: new Date(),
      })
      .execute();
  }
}
