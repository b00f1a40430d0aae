import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';

/** The demo organisation of each type (seeded with its login by src/server/seed/demoPersonas.ts), by name. */
export const DEMO_ORGANISATIONS = {
  cluster: 'Cluster Demo Group',
  aggregator: 'Digital Demo Aggregator',
  mssp: 'Shield MSSP Demo',
  carrier: 'Carrier Demo Mutual',
  vendor: 'Vendor Demo Forensics',
  reinsurer: 'Reinsurer Demo Re',
  premiumProcessor: 'Premium Processor Demo',
  pool: 'Pool Demo Syndicate',
} as const;

/** The demo claim assigned to the vendor (its landing, /vendor/claims, lists it). */
export const VENDOR_DEMO_CLAIM = { reporterName: 'Dana Reporter', lossDate: '2026-10-02' };

/**
 * What each demo organisation's business holds (docs/features/organisations.md "What each persona sees"):
 *
 *   Cluster Demo Group      member agency Alpha Insurance Agency
 *   Digital Demo Aggregator member agency Beta Brokers
 *   Premium Processor Demo  member agency Alpha Insurance Agency
 *   Shield MSSP Demo        serves the client Customer Demo Co (an Alpha client)
 *   Carrier Demo Mutual     every Alpha demo policy is on its paper
 *   Reinsurer Demo Re, Pool Demo Syndicate   reinsure / pool Carrier Demo Mutual
 *   Vendor Demo Forensics   one filed claim of Customer Demo Co is assigned to it
 *
 * Also an account group of Alpha's first two clients.
 */
export async function seedDemoOrganisations(db: Kysely<Database>): Promise<void> {
  const idOf = async (name: string, accountType?: string) => {
    let query = db.selectFrom('accounts').select('id').where('name', '=', name);
    if (accountType) query = query.where('accountType', '=', accountType);
    return (await query.executeTakeFirstOrThrow()).id as string;
  };
  const alpha = await idOf('Alpha Insurance Agency', 'AGENCY');
  const countryOf = async (id: string) =>
    (await db.selectFrom('accounts').select('country').where('id', '=', id).executeTakeFirstOrThrow())
      .country as string;
  const beta = await idOf('Beta Brokers', 'AGENCY');
  const customer = await idOf('Customer Demo Co', 'CUSTOMER');
  const carrier = await idOf(DEMO_ORGANISATIONS.carrier);
  const vendor = await idOf(DEMO_ORGANISATIONS.vendor);
  const aggregator = await idOf(DEMO_ORGANISATIONS.aggregator);

  const members: [string, string][] = [
    [await idOf(DEMO_ORGANISATIONS.cluster), alpha],
    [aggregator, beta],
    [await idOf(DEMO_ORGANISATIONS.premiumProcessor), alpha],
    [await idOf(DEMO_ORGANISATIONS.mssp), customer],
    [await idOf(DEMO_ORGANISATIONS.reinsurer), carrier],
    [await idOf(DEMO_ORGANISATIONS.pool), carrier],
  ];
  await db
    .insertInto('organisationMembers')
    .values(members.map(([organisationId, memberId]) => ({ organisationId, memberId })))
    .execute();

  await db
    .updateTable('accounts')
    .set({
      description: 'Digital agency placing cyber business through its partner brokers.',
      hostname: 'digital-demo',
    })
    .where('id', '=', aggregator)
    .execute();
  await db
    .updateTable('accounts')
    .set({ description: 'Admitted cyber paper for the demo programme.', hostname: 'carrier-demo' })
    .where('id', '=', carrier)
    .execute();
  await db.updateTable('policies').set({ carrierId: carrier }).where('agencyId', '=', alpha).execute();

  await db
    .insertInto('claims')
    .values({
      accountId: customer,
      claimNumber: 'CLM-900001',
      status: 'FILED',
      isFiled: true,
      reporterName: VENDOR_DEMO_CLAIM.reporterName,
      lossDate: VENDOR_DEMO_CLAIM.lossDate,
      schemaId: 'claim',
      schemaVersion: 1,
      answers: JSON.stringify({ name: VENDOR_DEMO_CLAIM.reporterName, lossDate: VENDOR_DEMO_CLAIM.lossDate }),
      vendorId: vendor,
    })
    .execute();

  const group = await db
    .insertInto('accounts')
    .values({
      accountType: 'ACCOUNT_GROUP',
      name: 'Alpha Key Clients',
      description: 'The clients Alpha reviews each quarter.',
      country: await countryOf(alpha),
      modified: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clients = await db
    .selectFrom('accounts')
    .select('id')
    .where('agencyId', '=', alpha)
    .where('accountType', '=', 'CUSTOMER')
    .orderBy('name')
    .limit(2)
    .execute();
  if (clients.length)
    await db
      .insertInto('organisationMembers')
      .values(clients.map((c) => ({ organisationId: group.id, memberId: c.id })))
      .execute();
}
