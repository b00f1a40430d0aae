/**
 * Demo data for the surplus lines notice: an Alpha client in Louisiana (team Alpha East, so the Alpha agent sees
 * it too) with a READY P100 quote priced by the rater for LA, so the notice page and its attest can be tried
 * (Alpha holds an LA surplus licence, seeded with the organisation). Quote Q-ALP-LA01, Bayou Dental Group; US demo only.
 */
import type { Kysely } from 'kysely';
import { pricedRating } from '../../../src/server/rating/pricedRating';
import { rateCalculation } from '../../../src/server/rating/rateCalculation';
import { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import { daysFromToday, todayIso } from '../../../src/shared/dates/today';
import { priceColumns } from '../underwriting/priceColumns';
import type { Database } from '../../../src/server/db/tables';

export const DEMO_SURPLUS_ACCOUNT = 'Bayou Dental Group';
export const DEMO_SURPLUS_QUOTE = 'Q-ALP-LA01';

export async function seedDemoSurplusQuote(db: Kysely<Database>): Promise<void> {
  const alpha = await db
    .selectFrom('accounts')
    .select(['id', 'country'])
    .where('accountType', '=', 'AGENCY')
    .where('hostname', '=', 'alpha')
    .executeTakeFirst();
  // LA and MT are US states: a UK or AU demo has no surplus notice to try.
  if (!alpha || alpha.country !== 'US') return;
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('agencyId', '=', alpha.id)
    .where('name', '=', 'Alpha East')
    .executeTakeFirst();
  const account = await db
    .insertInto('accounts')
    .values({
      accountType: 'CUSTOMER',
      name: DEMO_SURPLUS_ACCOUNT,
      status: 'Quoted',
      agencyId: alpha.id,
      teamId: team?.id ?? null,
      country: 'US',
      address1: '700 Magazine Street',
      city: 'New Orleans',
      state: 'LA',
      zipCode: '70130',
      phone: '(504) 555-0147',
      profileScore: 6,
      modified: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const effectiveDate = daysFromToday(14);
  const input = {
    product: 'P100',
    naicsCode: 621210,
    state: 'LA',
    revenue: 2_800_000,
    limit: 1_000_000,
    preset: 2,
    effectiveDate,
  };
  const calculation = rateCalculation(RatingCatalogue.fromEnvironment(), input, { today: todayIso() });
  const rating = pricedRating(input, calculation);
  // On surplus paper: LA's surplus line tax and stamping fee in details.quoteResponse and the total (surplusCharges.ts).
  const priced = priceColumns(
    RatingCatalogue.fromEnvironment().dir,
    { isSurplus: true, rating, details: { firmographicData: { state: 'LA' } } },
    rating.totalPremium,
  );
  await db
    .insertInto('quotes')
    .values({
      agencyId: alpha.id,
      accountId: account.id,
      teamId: team?.id ?? null,
      quoteNumber: DEMO_SURPLUS_QUOTE,
      product: 'P100',
      status: 'READY',
      isSurplus: true,
      companyName: DEMO_SURPLUS_ACCOUNT,
      customerFirstName: 'Remy',
      customerLastName: 'Broussard',
      customerEmail: 'remy.broussard@bayou-dental.demo.test',
      agentFirstName: 'Alex',
      agentLastName: 'Agent',
      agentEmail: 'agent@alpha.demo.test',
      limit: calculation.input.limit,
      aggLimit: calculation.input.limit,
      premium: rating.totalPremium,
      totalPremium: priced.totalPremium as number,
      effectiveDate,
      endDate: calculation.input.endDate,
      expiresOn: daysFromToday(30),
      details: priced.details as string,
      ratingVersion: rating.ratingVersion,
      rating: JSON.stringify(rating),
      modified: new Date(),
    })
    .execute();
}
