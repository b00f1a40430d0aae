/**
 * `POST /api/quote/v1/cart`: the chosen entries of one account's cart become quotes (spec 002 §3 "Cart
 * submission", §4 "quotes sent, cart cleared"). The account is verified and the producer's licence checked
 * again (the server is the authority); each entry is then created as a quote through the quotes store (its
 * client-record rule, its record schema, the rater: rating version and factor breakdown stored as on every
 * rated quote, status READY or REFERRED when the rating refers to the underwriter) under the entry's quote
 * number, and leaves the cart. An entry the quotes store refuses stays in the cart and is listed in `failures`
 * with the reason.
 */
import type { AccountRecord, QuoteRecord } from '../../src/shared/generated/records';
import type { Kysely } from 'kysely';
import submitSchema from './submitRequest.schema.json';
import type { Principal } from '../../src/server/auth/principal';
import { ApiError, forbidden, invalid, notFound } from '../../src/server/http/apiError';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { validateWithSchema } from '../../src/shared/validation/validateRecord';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { assertLicensed, assertVerified, verifiedAccount } from './eligibility';
import type { Database } from '../../src/server/db/tables';

export const SUBMIT_SCHEMA = submitSchema as unknown as JsonSchemaNode;
export const NOT_IN_THIS_CART = "This entry is in another account's cart.";
export const SELECT_TEAM = 'Please select a Team';

interface SubmitBody {
  quoteIds: string[];
  accountId: string;
  agencyId?: string;
  agentFirstName?: string;
  agentLastName?: string;
  agentEmail?: string;
  agentPhone?: string;
  retailAgentFirstName?: string;
  retailAgentLastName?: string;
  retailAgentLicenseNumber?: string;
  teamIds?: string[];
}

export interface SubmittedQuote {
  id: string;
  quoteNumber: string;
  status: string;
  totalPremium: number;
  product: string;
}

export interface SubmitAnswer {
  quotes: SubmittedQuote[];
  failures: { id: string; reason: string }[];
}

interface Stores {
  db: Kysely<Database>;
  cart: ResourceStore;
  accounts: ResourceStore<AccountRecord>;
  quotes: ResourceStore<QuoteRecord>;
}

/**
 * The teams a submission names (`teamIds`, spec 002 §3) must be teams of the account's agency, and for a caller
 * who works in teams, teams of the caller's: otherwise 400 on the first one that is not. The quotes themselves
 * belong to the account's team, as every client record does (the client-record rule), so the names are checked,
 * not copied.
 */
async function checkTeams(db: Kysely<Database>, principal: Principal, agencyId: string, teamIds: readonly string[]) {
  if (!teamIds.length) return;
  const known = new Set(
    (
      await db
        .selectFrom('teams')
        .select('id')
        .where('agencyId', '=', agencyId)
        .where('id', 'in', [...teamIds])
        .execute()
    ).map((team) => String(team.id)),
  );
  const index = teamIds.findIndex(
    (id) => !known.has(id) || (principal.realm === 'TEAM' && !principal.teamIds.includes(id)),
  );
  if (index >= 0) throw invalid([{ field: `teamIds.${index}`, detail: SELECT_TEAM }]);
}

/** The requesting agent: the body's, else the signed-in user's. */
async function agentOf(db: Kysely<Database>, principal: Principal, body: SubmitBody) {
  const user = await db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'email', 'phone'])
    .where('id', '=', principal.userId)
    .executeTakeFirst();
  const pick = (given: string | undefined, stored: unknown) =>
    given?.trim() ? given.trim() : typeof stored === 'string' && stored ? stored : undefined;
  return {
    agentFirstName: pick(body.agentFirstName, user?.firstName),
    agentLastName: pick(body.agentLastName, user?.lastName),
    agentEmail: pick(body.agentEmail, user?.email),
    agentPhone: pick(body.agentPhone, user?.phone),
  };
}

export async function submitCart(
  principal: Principal,
  rawBody: unknown,
  { db, cart, accounts, quotes }: Stores,
): Promise<SubmitAnswer> {
  const { value, errors } = validateWithSchema(SUBMIT_SCHEMA, rawBody ?? {});
  if (errors.length) throw invalid(errors);
  const body = value as unknown as SubmitBody;
  // Requesting a quote creates one: the caller must be allowed to.
  if (!principal.permissions.includes('quote:create')) throw forbidden();
  const record = await accounts.get(principal, body.accountId);
  if (body.agencyId && body.agencyId !== record.agencyId)
    throw invalid([{ field: 'agencyId', detail: 'Please select a Agency' }]);
  const account = await verifiedAccount(db, record);
  assertVerified(account);
  await assertLicensed(db, principal, account);
  await checkTeams(db, principal, String(record.agencyId), body.teamIds ?? []);

  const entries = [];
  for (const [index, id] of body.quoteIds.entries()) {
    const entry = await cart.get(principal, id).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 404 ? notFound('Cart entry') : error;
    });
    if (entry.accountId !== account.id) throw invalid([{ field: `quoteIds.${index}`, detail: NOT_IN_THIS_CART }]);
    entries.push(entry);
  }

  const agent = await agentOf(db, principal, body);
  const retailAgent =
    body.retailAgentFirstName || body.retailAgentLastName || body.retailAgentLicenseNumber
      ? {
          firstName: body.retailAgentFirstName,
          lastName: body.retailAgentLastName,
          licenseNumber: body.retailAgentLicenseNumber,
        }
      : undefined;
  const answer: SubmitAnswer = { quotes: [], failures: [] };
  for (const entry of entries) {
    try {
      // The quote and the cart entry it comes from change together: never a quote whose entry is still in the cart.
      const quote = await db.transaction().execute(async (trx) => {
        const created = await quotes.create(
          principal,
          {
            accountId: account.id,
            product: entry.product,
            quoteNumber: entry.quoteNumber,
            status: 'READY',
            companyName: account.name,
            ...Object.fromEntries(Object.entries(agent).filter(([, v]) => v !== undefined)),
            rating: { input: entry.calculator },
            details: {
              cart: { entryId: entry.id, presetName: entry.presetName },
              ...(retailAgent ? { retailAgent } : {}),
            },
          },
          trx,
        );
        await cart.remove(principal, String(entry.id), trx);
        return created;
      });
      answer.quotes.push({
        id: String(quote.id),
        quoteNumber: String(quote.quoteNumber),
        status: String(quote.status),
        totalPremium: Number(quote.totalPremium),
        product: String(quote.product),
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      answer.failures.push({ id: String(entry.id), reason: error.detail });
    }
  }
  return answer;
}
