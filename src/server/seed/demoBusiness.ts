import type { Kysely } from 'kysely';
import { daysFromToday } from '../../shared/dates/today';
import type { Database } from '../db/tables';
import { webhookCredential } from '../security/credentials';
import { demoRatingColumns } from './demoRatings';

/**
 * Quote statuses the demo spreads over, so every dashboard tally has something to count: Ready and Referred
 * (the list filters), Bound (binders), Invalid / Declined (inactive), and Draft / Temp (left out of quote
 * aggregates).
 */
const QUOTE_STATUSES = [
  'READY',
  'READY',
  'REFERRED',
  'BOUND',
  'SIGNED',
  'INDICATION',
  'INVALID',
  'DECLINED',
  'DRAFT',
  'TEMP',
  'LOST',
  'EXPIRED',
];
/** Policy statuses: the five active ones first, then cancellations and inactive ones. */
const POLICY_STATUSES = [
  'IN FORCE',
  'IN FORCE',
  'ISSUED',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
  'CANCELLED',
  'CANCEL TRANSACTION',
  'FLAT CANCELLED',
  'EXPIRED',
  'RENEWED',
  'VOID',
];
const PRODUCTS = ['P100', 'P250', 'PRIME_CLOUD', 'P_ONE', 'PRIME_TECH'];
const LIMITS = [1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000];
const QUOTES_PER_AGENCY = 36;
const POLICIES_PER_AGENCY = 24;

interface Agency {
  id: string;
  code: string;
}

async function agencyClients(db: Kysely<Database>, agencyId: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'teamId'])
    .where('agencyId', '=', agencyId)
    .where('accountType', '=', 'CUSTOMER')
    .orderBy('name')
    .execute();
}

async function seedLicences(db: Kysely<Database>, agency: Agency): Promise<void> {
  const states = agency.code === 'ALP' ? ['TX', 'CA', 'NY', 'FL'] : ['CO', 'IL', 'WA'];
  await db
    .insertInto('agencyLicenses')
    .values(
      states.map((state, i) => ({
        agencyId: agency.id,
        npn: `${8800120 + i}`,
        number: `${agency.code} ${state} ${1040 + i * 7}`,
        state,
        expirationDate: daysFromToday(60 + i * 120),
        activeResidentState: i === 0,
        modified: new Date(),
      })),
    )
    .execute();
  const users = await db.selectFrom('users').select('id').where('accountId', '=', agency.id).orderBy('email').execute();
  await db
    .insertInto('agentLicenses')
    .values(
      users.flatMap((user, i) =>
        states.slice(0, 2).map((state, j) => ({
          agencyId: agency.id,
          agentId: user.id,
          npn: `${7700300 + i * 10 + j}`,
          number: `AG ${agency.code} ${state} ${2000 + i * 10 + j}`,
          state,
          expirationDate: daysFromToday(90 + i * 30 + j * 200),
          modified: new Date(),
        })),
      ),
    )
    .execute();
  await db
    .insertInto('surplusLicenses')
    .values([
      {
        agencyId: agency.id,
        brokerFirstName: 'Lou',
        brokerLastName: `${agency.code === 'ALP' ? 'Anders' : 'Baptiste'}`,
        brokerEmail: `surplus.la@${agency.code.toLowerCase()}.demo.test`,
        surplusLicenseNumber: `SL LA ${agency.code} 501`,
        surplusLinesState: 'LA',
        signatureOnFile: true,
        modified: new Date(),
      },
      {
        agencyId: agency.id,
        brokerFirstName: 'Morgan',
        brokerLastName: 'Taylor',
        brokerEmail: `surplus.tx@${agency.code.toLowerCase()}.demo.test`,
        surplusLicenseNumber: `SL TX ${agency.code} 502`,
        surplusLinesState: 'TX',
        signatureOnFile: false,
        modified: new Date(),
      },
    ])
    .execute();
}

async function seedWebhooksAndTags(db: Kysely<Database>, agency: Agency, clients: { id: string }[]): Promise<void> {
  await db
    .insertInto('webhooks')
    .values({
      agencyId: agency.id,
      companyName: agency.code === 'ALP' ? 'Alpha CRM Sync' : 'Beta Ledger',
      clientId: webhookCredential(),
      clientSecret: webhookCredential(),
      webhookUrl: `https://hooks.${agency.code.toLowerCase()}.demo.test/policy-events`,
      modified: new Date(),
    })
    .execute();
  // Only Alpha has tags: Beta's accounts page shows the "Setup Tags" link.
  if (agency.code !== 'ALP') return;
  const tags = await db
    .insertInto('tags')
    .values(
      ['Priority', 'Renewal Watch', 'Healthcare'].map((name) => ({ agencyId: agency.id, name, modified: new Date() })),
    )
    .returning('id')
    .execute();
  const pairs = clients.slice(0, 9).map((client, i) => ({
    agencyId: agency.id,
    accountId: client.id,
    tagId: tags[i % tags.length].id,
    modified: new Date(),
  }));
  await db.insertInto('accountTags').values(pairs).execute();
}

async function seedQuotesAndPolicies(
  db: Kysely<Database>,
  agency: Agency,
  clients: { id: string; name: string; teamId: string | null }[],
): Promise<void> {
  const hour = 3_600_000;
  const quotes = Array.from({ length: QUOTES_PER_AGENCY }, (_, i) => {
    const client = clients[i % clients.length];
    const status = QUOTE_STATUSES[i % QUOTE_STATUSES.length];
    const premium = 1800 + ((i * 137) % 40) * 95;
    return {
      agencyId: agency.id,
      accountId: client.id,
      teamId: client.teamId,
      quoteNumber: `Q-${agency.code}-${String(1001 + i)}`,
      product: PRODUCTS[i % PRODUCTS.length],
      status,
      isRenewal: i % 4 === 3,
      isSurplus: i % 5 === 0,
      companyName: client.name,
      customerFirstName: 'Pat',
      customerLastName: `Client${i}`,
      customerEmail: `pat.client${i}@${agency.code.toLowerCase()}-clients.demo.test`,
      agentFirstName: 'Alex',
      agentLastName: 'Agent',
      agentEmail: `agent@${agency.code === 'ALP' ? 'alpha' : 'beta'}.demo.test`,
      limit: LIMITS[i % LIMITS.length],
      aggLimit: LIMITS[i % LIMITS.length],
      premium,
      totalPremium: premium + 150,
      brokerFee: 100,
      mgaFee: 50,
      additionalBrokerFee: i % 3 === 0 ? 250 : 0,
      effectiveDate: daysFromToday(14 + (i % 20)),
      endDate: daysFromToday(379 + (i % 20)),
      expiresOn: daysFromToday(30 + (i % 10)),
      boundOn: status === 'BOUND' ? new Date(Date.now() - i * hour) : null,
      details: JSON.stringify({
        firmographicData: { state: 'TX' },
        securityQuestions: { mfaEmail: i % 2 ? 'YES' : 'NO' },
      }),
      created: new Date(Date.now() - (i + 48) * hour),
      modified: new Date(Date.now() - i * 5 * hour),
      ...demoRatingColumns(i, PRODUCTS[i % PRODUCTS.length], LIMITS[i % LIMITS.length], daysFromToday(14 + (i % 20))),
    };
  });
  const inserted = await db.insertInto('quotes').values(quotes).returning(['id', 'quoteNumber']).execute();
  const policies = Array.from({ length: POLICIES_PER_AGENCY }, (_, i) => {
    const client = clients[(i * 3) % clients.length];
    const start = -330 + i * 20;
    const quote = inserted[i % inserted.length];
    return {
      agencyId: agency.id,
      accountId: client.id,
      teamId: client.teamId,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
      policyNumber: `P-${agency.code}-${String(5001 + i)}`,
      product: PRODUCTS[i % PRODUCTS.length],
      status: POLICY_STATUSES[i % POLICY_STATUSES.length],
      isOpenForRenewal: start + 365 < 90 && i % 2 === 0,
      isPaid: i % 3 !== 2,
      agencyBilled: i % 4 === 0,
      companyName: client.name,
      customerFirstName: 'Pat',
      customerLastName: `Holder${i}`,
      customerEmail: `pat.holder${i}@${agency.code.toLowerCase()}-clients.demo.test`,
      totalPremium: 2200 + i * 115,
      brokerFee: 100,
      mgaFee: 50,
      commission: 220 + i * 11,
      effectiveDate: daysFromToday(start),
      endDate: daysFromToday(start + 365),
      details: JSON.stringify({
        firmographicData: { name: client.name, accountId: client.id, product: PRODUCTS[i % PRODUCTS.length] },
      }),
      modified: new Date(Date.now() - i * 7 * hour),
    };
  });
  await db.insertInto('policies').values(policies).execute();
}

/** The policyholder's own business: one ready quote and one policy in force, both visible to its login. */
async function seedPolicyholder(db: Kysely<Database>, alpha: Agency): Promise<void> {
  const customer = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'teamId'])
    .where('name', '=', 'Customer Demo Co')
    .where('agencyId', '=', alpha.id)
    .executeTakeFirst();
  if (!customer) return;
  const quote = await db
    .insertInto('quotes')
    .values({
      agencyId: alpha.id,
      accountId: customer.id,
      teamId: customer.teamId,
      quoteNumber: 'Q-CUST-0001',
      product: 'P100',
      status: 'READY',
      companyName: customer.name,
      limit: 1_000_000,
      aggLimit: 1_000_000,
      premium: 2450,
      totalPremium: 2600,
      effectiveDate: daysFromToday(14),
      endDate: daysFromToday(379),
      modified: new Date(),
    })
    .returning(['id', 'quoteNumber'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('policies')
    .values({
      agencyId: alpha.id,
      accountId: customer.id,
      teamId: customer.teamId,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
      policyNumber: 'P-CUST-0001',
      product: 'P100',
      status: 'IN FORCE',
      isPaid: true,
      companyName: customer.name,
      totalPremium: 2600,
      brokerFee: 100,
      mgaFee: 50,
      effectiveDate: daysFromToday(-120),
      endDate: daysFromToday(245),
      modified: new Date(),
    })
    .execute();
}

/**
 * Licences, webhooks, tags, quotes and policies for both demo agencies (Alpha and Beta, found by hostname)
 * and the demo policyholder. Runs after the organisation chart exists.
 */
export async function seedDemoBusiness(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('accounts')
      .select(['id', 'hostname'])
      .where('accountType', '=', 'AGENCY')
      .where('hostname', 'in', ['alpha', 'beta'])
      .execute();
    const agencies = rows.map((row) => ({ id: row.id, code: row.hostname === 'alpha' ? 'ALP' : 'BET' }));
    for (const agency of agencies) {
      const clients = (await agencyClients(trx, agency.id)).filter((c) => c.name !== 'Customer Demo Co');
      await seedLicences(trx, agency);
      await seedWebhooksAndTags(trx, agency, clients);
      await seedQuotesAndPolicies(trx, agency, clients);
    }
    const alpha = agencies.find((a) => a.code === 'ALP');
    if (alpha) await seedPolicyholder(trx, alpha);
  });
}
