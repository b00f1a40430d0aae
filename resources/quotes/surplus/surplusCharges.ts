/**
 * Surplus line tax and stamping fee (spec 002 §3 `quoteResponse.surplusLineTax`, `surplusStampingFee`): a quote
 * on surplus paper (`isSurplus`) pays both, each the state's rate (rating/surplusLines.json) × its premium, to
 * the cent; an admitted quote pays neither. They sit in `details.quoteResponse`, are part of the total premium
 * (underwriting/totalPremium.ts) and are recomputed by the server on every write that may change the premium or
 * the paper: a client cannot set them.
 */
import { toCents } from '../../../src/server/rating/price';
import { surplusLinesFile, surplusLinesRates } from './surplusLinesFile';
import type { ApiRecord } from '../../../src/shared/api/types';

export interface SurplusCharges {
  surplusLineTax: number;
  surplusStampingFee: number;
  state: string | null;
  taxRate: number;
  stampingFeeRate: number;
}

const detailsOf = (record: ApiRecord): ApiRecord => {
  const details = record.details;
  if (typeof details === 'string') return JSON.parse(details) as ApiRecord;
  return details && typeof details === 'object' ? (details as ApiRecord) : {};
};

/** The state the quote was priced in (its rating), else the state of its firmographic data. */
export function quoteState(record: ApiRecord): string | null {
  const rating = (typeof record.rating === 'string' ? JSON.parse(record.rating) : record.rating) as
    { calculator?: { state?: string } } | null | undefined;
  const firmographic = detailsOf(record).firmographicData as { state?: string } | undefined;
  return rating?.calculator?.state ?? firmographic?.state ?? null;
}

/**
 * The charges of a quote on surplus paper with `premium`; null for an admitted quote or one without a premium.
 * The rates file is read only for a surplus quote.
 */
export function surplusCharges(ratingDir: string, record: ApiRecord, premium: unknown): SurplusCharges | null {
  if (record.isSurplus !== true || premium === null || premium === undefined || premium === '') return null;
  const state = quoteState(record);
  const { taxRate, stampingFeeRate } = surplusLinesRates(surplusLinesFile(ratingDir), state);
  const amount = Number(premium);
  return {
    surplusLineTax: toCents((amount * taxRate) / 100),
    surplusStampingFee: toCents((amount * stampingFeeRate) / 100),
    state,
    taxRate,
    stampingFeeRate,
  };
}

/** The details with `quoteResponse` holding the charges (or without it when there are none). */
export function detailsWithCharges(record: ApiRecord, charges: SurplusCharges | null): ApiRecord {
  const { quoteResponse: _previous, ...details } = detailsOf(record);
  return charges ? { ...details, quoteResponse: charges } : details;
}

/** The charges the stored details hold (what the total premium adds). */
export function storedCharges(record: ApiRecord): number {
  const response = detailsOf(record).quoteResponse as Partial<SurplusCharges> | undefined;
  return Number(response?.surplusLineTax ?? 0) + Number(response?.surplusStampingFee ?? 0);
}
