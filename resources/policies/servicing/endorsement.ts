/**
 * A midterm endorsement (spec 002 §3 "Endorsement", §5 dates): the policy's limit, deductible, waiting period,
 * retroactive period or coverage lines (endorsedInput.ts) change from a day within its term, and the rater prices the changed input with the rating file version the policy was priced with.
 * The premium for the rest of the term changes pro rata: additional premium = (new annual premium − old annual
 * premium) × days from the endorsement date to the end date ÷ days of the term, to the cent (negative: a return).
 * The policy keeps the new rating, its new annual premium (details.premium), its total premium plus the additional
 * premium, and the endorsement in details.endorsements (the midterm list).
 */
import { ApiError, invalid } from '../../../src/server/http/apiError';
import type { ActionInput } from '../../../src/server/actions/resourceAction';
import { calculatorRequestOf, rateCalculation } from '../../../src/server/rating/rateCalculation';
import { pricedRating, type PricedRating } from '../../../src/server/rating/pricedRating';
import { storedRating } from '../../../src/server/documents/storedRating';
import { endorsementDateError } from './endorsementDates';
import { endorsedChanges, endorsedInput } from './endorsedInput';
import { SERVICING_MESSAGES as M } from './messages';
import type { ApiRecord } from '../../../src/shared/api/types';

const DAY_MS = 86_400_000;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const cents = (amount: number) => Math.round(amount * 100);

/** The pro-rata premium of a change of annual premium from `date` to the end of the term, to the cent. */
export function proRataPremium(
  oldAnnual: number,
  newAnnual: number,
  term: { start: string; end: string },
  date: string,
): number {
  const whole = days(term.start, term.end);
  const rest = days(date, term.end);
  return Math.round(((cents(newAnnual) - cents(oldAnnual)) * rest) / whole) / 100;
}

export interface EndorsementEntry {
  number: string;
  effectiveDate: string;
  description: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
  annualPremiumBefore: number;
  annualPremiumAfter: number;
  additionalPremium: number;
  totalPremiumAfter: number;
  ratingVersion: string;
  by: string;
  on: string;
}

export const endorsementsOf = (details: ApiRecord): EndorsementEntry[] =>
  Array.isArray(details.endorsements) ? (details.endorsements as EndorsementEntry[]) : [];

/** The endorse action's effect. */
export function endorse({ record, body, principal, storeOf }: ActionInput): ApiRecord {
  const details = (record.details ?? {}) as ApiRecord;
  const rating = storedRating(details) as PricedRating | undefined;
  if (!rating?.input || !rating.calculator) throw new ApiError(409, M.noRating);
  const date = String(body.effectiveDate);
  const policyStart = String(record.effectiveDate);
  const policyEnd = String(record.endDate);
  const dateError = endorsementDateError({
    date,
    policyStart,
    policyEnd,
    jumpedIn: Boolean(principal.impersonatorUserId),
  });
  if (dateError) throw invalid([dateError]);

  const changes = endorsedChanges(rating.calculator, body);
  if (!Object.keys(changes).length) throw invalid([{ field: 'limit', detail: M.nothingChanges }]);

  // The same input with the changes, priced with the policy's rating version as of its own effective date.
  const input = endorsedInput(rating.input, rating.calculator, changes);
  const version = Number(/\/v(\d+)$/.exec(rating.ratingVersion ?? '')?.[1]) || undefined;
  const calculation = rateCalculation(storeOf('policies').environment.rating, calculatorRequestOf(input), {
    today: rating.calculator.effectiveDate,
    version,
  });
  const repriced = pricedRating(input, calculation);

  const oldAnnual = Number(details.premium ?? rating.totalPremium);
  const additionalPremium = proRataPremium(
    oldAnnual,
    repriced.totalPremium,
    { start: policyStart, end: policyEnd },
    date,
  );
  const totalPremium = (cents(Number(record.totalPremium ?? 0)) + cents(additionalPremium)) / 100;
  const previous = endorsementsOf(details);
  const entry: EndorsementEntry = {
    number: `${String(record.policyNumber)}-E${previous.length + 1}`,
    effectiveDate: date,
    description: (body.description as string | undefined) ?? null,
    changes,
    annualPremiumBefore: oldAnnual,
    annualPremiumAfter: repriced.totalPremium,
    additionalPremium,
    totalPremiumAfter: totalPremium,
    ratingVersion: repriced.ratingVersion,
    by: principal.email,
    on: new Date().toISOString(),
  };
  return {
    totalPremium,
    details: JSON.stringify({
      ...details,
      rating: repriced,
      premium: repriced.totalPremium,
      limit: repriced.calculator.limit,
      aggLimit: repriced.calculator.limit,
      endorsements: [...previous, entry],
    }),
  };
}
