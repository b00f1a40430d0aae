import cartEntrySchema from './cartEntry.schema.json';
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { invalid } from '../../src/server/http/apiError';
import type { ServerResource, StoreEnvironment } from '../../src/server/resources/resourceStore';
import { moneyColumn } from '../../src/server/tenancy/agencyOwned';
import { clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { CART_LIMIT, CART_LIMIT_REACHED, quoteCartResource } from './declaration';
import { assertLicensed, assertVerified, verifiedAccount, type VerifiedAccount } from './eligibility';
import { grants } from './grants';
import * as migration from './migration';
import { priceEntry } from './pricing';
import { CartRefusal } from './refusal';
import { registerQuoteCartRoutes } from './routes';
import { registerProductRoutes } from './products';
import { seedDemoQuoteCart } from './demo';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

const COLUMNS = [
  'id',
  'accountId',
  'agencyId',
  'product',
  'quoteNumber',
  'presetName',
  'calculator',
  'rating',
  'ratingVersion',
  'referToUnderwriter',
  'calculatorGeneratedData',
  'createdBy',
  'created',
  'modified',
  'version',
] as const;
const COLUMN_OF: Record<string, string> = { accountName: 'client.name', teamId: 'client.teamId' };

export const STAYS_WITH_ACCOUNT = 'A cart entry stays with its client account.';

/**
 * The client account of a cart write, locked for the rest of the transaction (two adds to one account are
 * counted one after the other), checked: verify (400), the producer's licence (403).
 */
async function quotableAccount(db: Kysely<Database>, principal: Principal, value: ApiRecord): Promise<VerifiedAccount> {
  const client = await clientOfRecord(db, principal, value);
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', client.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const account = await verifiedAccount(db, row);
  assertVerified(account);
  await assertLicensed(db, principal, account);
  return account;
}

async function assertRoomInCart(db: Kysely<Database>, accountId: string): Promise<void> {
  const { count } = await db
    .selectFrom('quoteCartEntries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('accountId', '=', accountId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= CART_LIMIT)
    throw new CartRefusal(400, CART_LIMIT_REACHED, [{ field: 'accountId', detail: CART_LIMIT_REACHED }]);
}

/**
 * Cart entries are client records of their account (the one client-record rule: tenant, teams, create checks).
 * Every write is verified, licence-checked and priced by the server; an account holds at most 5.
 */
/** What verify, licence and submit answer, for the console's request flow to read as the routes send it. */
export type { LicenceCheck, Verification } from './eligibility';
export type { SubmitAnswer } from './submit';

export const quoteCartServer: ServerResource = {
  schema: cartEntrySchema,
  grants,
  routes(app, context) {
    registerQuoteCartRoutes(app, context);
    registerProductRoutes(app, context);
  },
  migrations: { '20261201_quote_cart_entries': migration },
  seedDemo: seedDemoQuoteCart,
  declaration: quoteCartResource,
  table: 'quoteCartEntries',
  label: 'Cart entry',
  selectRows: (db) =>
    db
      .selectFrom('quoteCartEntries')
      .innerJoin('accounts as client', 'client.id', 'quoteCartEntries.accountId')
      .select(COLUMNS.map((c) => `quoteCartEntries.${c}` as const))
      .select(moneyColumn('quoteCartEntries.totalPremium', 'totalPremium'))
      .select(['client.name as accountName', 'client.teamId as teamId']),
  column: (field) => COLUMN_OF[field] ?? `quoteCartEntries.${field}`,
  searchColumn: 'quoteCartEntries.searchText',
  clientRecord: { accountColumn: 'quoteCartEntries.accountId' },
  readOnlyFields: [
    'id',
    'quoteNumber',
    'rating',
    'ratingVersion',
    'referToUnderwriter',
    'totalPremium',
    'calculatorGeneratedData',
    'createdBy',
    'accountName',
    'teamId',
    'created',
    'modified',
    'version',
  ],
  async prepareWrite(db, principal, value, existing, environment: StoreEnvironment) {
    if (existing && value.accountId !== existing.accountId)
      throw invalid([{ field: 'accountId', detail: STAYS_WITH_ACCOUNT }]);
    const account = await quotableAccount(db, principal, value);
    if (!existing) await assertRoomInCart(db, account.id);
    const priced = priceEntry(environment.rating, value.calculator, value.product, account, value.presetName);
    return {
      accountId: account.id,
      agencyId: account.agencyId,
      product: priced.rating.calculator.product,
      quoteNumber: existing?.quoteNumber ?? recordNumber('Q'),
      presetName: priced.presetName,
      calculator: JSON.stringify(priced.input),
      rating: JSON.stringify(priced.rating),
      ratingVersion: priced.rating.ratingVersion,
      totalPremium: priced.rating.totalPremium,
      referToUnderwriter: priced.rating.referToUnderwriter,
      calculatorGeneratedData: JSON.stringify(priced.generated),
      ...(existing ? {} : { createdBy: principal.userId }),
    };
  },
};
