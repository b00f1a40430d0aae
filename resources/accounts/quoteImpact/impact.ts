/**
 * What saving an account's details would do to its quotes: the quote-affecting answers that change, and each open
 * quote of the account with what the change does to it. Read through the quotes store, so the caller's tenancy
 * applies: a quote the caller cannot see is neither listed nor changed.
 */
import type { QuoteRecord } from '../../../src/shared/generated/records';
import type { Kysely } from 'kysely';
import type { Principal } from '../../../src/server/auth/principal';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';
import { OPEN_STATUSES } from '../../quotes/server';
import { changedQuoteFields } from './affectingFields';
import { outcomeOf, type QuoteOutcome } from './productLevel';
import type { Database } from '../../../src/server/db/tables';

export interface AffectedQuote {
  id: string;
  quoteNumber: string;
  product: string;
  status: string;
  version: number;
  outcome: QuoteOutcome;
}

/** The answer's shape keeps the spec's flag names (spec 001 §7: "read for WillInvalidateQuotes and WillReferQuotes"). */
export interface QuoteImpact {
  WillInvalidateQuotes: boolean;
  WillReferQuotes: boolean;
  /** The quote-affecting answers that change (field names of the account-details form). */
  changes: string[];
  quotes: AffectedQuote[];
}

export const NO_IMPACT: QuoteImpact = { WillInvalidateQuotes: false, WillReferQuotes: false, changes: [], quotes: [] };

export async function quoteImpact(
  db: Kysely<Database>,
  quotes: ResourceStore<QuoteRecord>,
  principal: Principal,
  accountId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<QuoteImpact> {
  const changes = changedQuoteFields(before, after);
  if (!changes.length) return NO_IMPACT;
  const rows = await quotes
    .visibleRows(principal, {}, db)
    .where('quotes.accountId', '=', accountId)
    .where('quotes.status', 'in', [...OPEN_STATUSES])
    .orderBy('quotes.quoteNumber')
    .execute();
  const affected = rows.map((row) => ({
    id: String(row.id),
    quoteNumber: String(row.quoteNumber),
    product: String(row.product),
    status: String(row.status),
    version: Number(row.version),
    outcome: outcomeOf(String(row.product), String(row.status)),
  }));
  return {
    WillInvalidateQuotes: affected.some((quote) => quote.outcome === 'INVALIDATE'),
    WillReferQuotes: affected.some((quote) => quote.outcome === 'REFER'),
    changes,
    quotes: affected,
  };
}
