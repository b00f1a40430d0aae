/**
 * The account-details rule (spec 001 §4, spec 002 §4 "Account-detail change"): a save that changes what the
 * account's open quotes stand on invalidates them (100-level path, "All Quotes Invalidated") or refers them to
 * underwriting (250-level path), through the quote machine's own declared actions (INVALIDATE, REFER), in the
 * save's transaction and as the saving user: each is a history entry of the quote with its actor. The caller
 * must have confirmed (`confirmQuoteChanges: true`) after seeing what would happen (the check route); without
 * it the save is refused with 409 and the impact, and nothing changes. The quotes' own permissions are not
 * asked: the change is the account's, made by someone who may update the account, and the quotes follow it.
 */
import type { AnswerRule } from '../../../src/server/forms/answerRule';
import { INVALIDATE, REFER } from '../../quotes/server';
import { quoteImpact } from './impact';
import { refuseBlacklistedDomains } from '../domains/refuseBlacklisted';
import { changeNote } from './changeNote';
import { CONFIRM_FIELD, QuoteImpactRefusal } from './quoteImpactRefusal';

export const ALL_QUOTES_INVALIDATED = 'All Quotes Invalidated';

export const accountDetailsRule: AnswerRule = async ({ trx, principal, accountId, before, after, body, storeOf }) => {
  await refuseBlacklistedDomains(trx, after);
  const quotes = storeOf('quotes');
  const impact = await quoteImpact(trx, quotes, principal, accountId, before, after);
  const acted = impact.quotes.filter((quote) => quote.outcome !== 'ALREADY_REFERRED');
  if (!acted.length) return { ...impact, invalidatedQuotes: [], referredQuotes: [] };
  if (body[CONFIRM_FIELD] !== true) throw new QuoteImpactRefusal(impact);
  const reason = changeNote(quotes, impact.changes);
  for (const quote of acted) {
    if (quote.outcome === 'REFER') await quotes.act(principal, quote.id, REFER, { version: quote.version }, trx);
    else await quotes.act(principal, quote.id, INVALIDATE, { version: quote.version, reason }, trx);
  }
  const numbers = (outcome: string) =>
    acted.filter((quote) => quote.outcome === outcome).map((quote) => quote.quoteNumber);
  return {
    ...impact,
    invalidatedQuotes: numbers('INVALIDATE'),
    referredQuotes: numbers('REFER'),
    ...(impact.WillInvalidateQuotes ? { message: ALL_QUOTES_INVALIDATED } : {}),
  };
};
