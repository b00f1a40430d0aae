import type { Kysely } from 'kysely';
import { daysFromToday } from '../../src/shared/dates/today';
import type { Database } from '../../src/server/db/tables';

/** The score demo accounts get (nothing computes one yet), and the few left below the quoting minimum of 4. */
const DEMO_PROFILE_SCORE = 6;
const UNDER_SCORED = ['Cedar Dental Group'];

/**
 * The accounts of the quote request journey (agent@alpha.demo.test, team Alpha East): Alpine Dental Group (TX,
 * the agent's licence is current) and Union Dental Group and Lumen Logistics (IL, the agent's IL licence has
 * lapsed). Their details answer the industry and revenue the calculator needs.
 */
const JOURNEY_DETAILS: Record<
  string,
  { naicsCode: number; revenue: number; noOfEmployeesAll: number; yearEstablished: number }
> = {
  'Alpine Dental Group': { naicsCode: 621210, revenue: 3_500_000, noOfEmployeesAll: 28, yearEstablished: 2004 },
  'Union Dental Group': { naicsCode: 621210, revenue: 2_400_000, noOfEmployeesAll: 19, yearEstablished: 2011 },
  'Lumen Logistics': { naicsCode: 484110, revenue: 9_000_000, noOfEmployeesAll: 64, yearEstablished: 1998 },
};

async function agencyOf(db: Kysely<Database>, hostname: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('accountType', '=', 'AGENCY')
      .where('hostname', '=', hostname)
      .executeTakeFirst()
  )?.id;
}

/**
 * Demo data the quote cart needs: profile scores on the client accounts (verify asks for 4 or more), the
 * licences the request flow checks (Alpha and Beta licensed in MA, Alpha in CO, so every demo tenant account
 * can be quoted; the Alpha agent licensed in MA and lapsed in IL), and the journey accounts' details.
 */
export async function seedDemoQuoteCart(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ profileScore: DEMO_PROFILE_SCORE })
    .where('accountType', '=', 'CUSTOMER')
    .where('profileScore', 'is', null)
    .execute();
  await db
    .updateTable('accounts')
    .set({ profileScore: 2 })
    .where('accountType', '=', 'CUSTOMER')
    .where('name', 'in', UNDER_SCORED)
    .execute();
  const alpha = await agencyOf(db, 'alpha');
  const beta = await agencyOf(db, 'beta');
  const licence = (agencyId: string, state: string, number: string, days: number) => ({
    agencyId,
    npn: '8800190',
    number,
    state,
    expirationDate: daysFromToday(days),
    activeResidentState: false,
    modified: new Date(),
  });
  const agencyLicences = [
    ...(alpha ? [licence(alpha, 'MA', 'ALP MA 1101', 200), licence(alpha, 'CO', 'ALP CO 1102', 240)] : []),
    ...(beta ? [licence(beta, 'MA', 'BET MA 1201', 200)] : []),
  ];
  if (agencyLicences.length) await db.insertInto('agencyLicenses').values(agencyLicences).execute();
  const agent = await db
    .selectFrom('users')
    .select(['id', 'accountId'])
    .where('email', '=', 'agent@alpha.demo.test')
    .executeTakeFirst();
  if (agent) {
    await db
      .insertInto('agentLicenses')
      .values([
        {
          agencyId: agent.accountId,
          agentId: agent.id,
          npn: '7700390',
          number: 'AG ALP MA 3001',
          state: 'MA',
          expirationDate: daysFromToday(180),
          modified: new Date(),
        },
        // Lapsed: the demo's "licence has expired" case (a write through the API could not store a past date).
        {
          agencyId: agent.accountId,
          agentId: agent.id,
          npn: '7700391',
          number: 'AG ALP IL 3002',
          state: 'IL',
          expirationDate: daysFromToday(-20),
          modified: new Date(),
        },
      ])
      .execute();
  }
  if (!alpha) return;
  const journey = await db
    .selectFrom('accounts')
    .selectAll()
    .where('agencyId', '=', alpha)
    .where('name', 'in', Object.keys(JOURNEY_DETAILS))
    .execute();
  for (const account of journey) {
    const details = JOURNEY_DETAILS[account.name];
    const answers = {
      name: account.name,
      ...details,
      primaryNaicsPercentage: 100,
      nonUsRevenue: 0,
      totalRevenue: details.revenue,
      ownershipType: 'Private',
      address1: account.address1,
      city: account.city,
      state: account.state,
      zipCode: account.zipCode,
      ...(account.phone ? { phoneNumber: account.phone } : {}),
      changeInScope: false,
      collectingPersonalInformation: true,
    };
    await db
      .insertInto('formAnswers')
      .values({
        accountId: account.id,
        form: 'accountDetails',
        schemaId: 'accountDetails',
        schemaVersion: 1,
        answers: JSON.stringify(answers),
        modified: new Date(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
