/**
 * The columns a new premium sets on a quote: the premium, the surplus charges for its paper and state
 * (surplus/surplusCharges.ts, in `details.quoteResponse`) and the total premium with the fees. Every server
 * write that changes the premium or the paper goes through it (rater, IRPM, reassess, reset, paper switch).
 */
import { detailsWithCharges, surplusCharges } from '../surplus/surplusCharges';
import { totalPremiumOf } from './totalPremium';
import type { ApiRecord } from '../../../src/shared/api/types';

/** `record`: the quote as it will be (its paper, rating, fees and details); `premium`: its new premium. */
export function priceColumns(ratingDir: string, record: ApiRecord, premium: unknown): ApiRecord {
  const details = detailsWithCharges(record, surplusCharges(ratingDir, record, premium));
  return {
    premium: premium ?? null,
    totalPremium: totalPremiumOf(premium, { ...record, details }),
    details: JSON.stringify(details),
  };
}

/**
 * A generic create or edit: the details it sends lose any `quoteResponse` (the server's); the paper is the stored
 * one on an edit (it changes through the switch action only). A rated quote gets its charges and total from its
 * premium; an unrated one keeps the charges it had, recomputed only when it is on surplus paper.
 */
export function serverPriceColumns(
  ratingDir: string,
  value: ApiRecord,
  existing: ApiRecord | undefined,
  rated: ApiRecord,
): ApiRecord {
  const { quoteResponse: _sent, ...sent } = (value.details ?? {}) as ApiRecord;
  const quote: ApiRecord = {
    ...value,
    ...rated,
    isSurplus: existing ? existing.isSurplus : value.isSurplus,
    details: sent,
  };
  const paper = existing ? { isSurplus: existing.isSurplus } : {};
  if (rated.rating || quote.isSurplus === true) return { ...paper, ...priceColumns(ratingDir, quote, quote.premium) };
  return { ...paper, details: JSON.stringify(sent) };
}
