/** Builds the answer of `GET /api/quote/v1/review/{id}` from the quote the caller may see. */
import type { Kysely } from 'kysely';
import type { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import { agencyStatusOf } from '../agencyStatus';
import type { QuoteReview } from '../reviewAnswer';
import { coverageChart } from './coverageChart';
import { firmographicsOf } from './firmographics';
import type { ApiRecord } from '../../../src/shared/api/types';
import type { Database } from '../../../src/server/db/tables';

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);
const amount = (value: unknown): number | null =>
  value === undefined || value === null || value === '' ? null : Number(value);
const object = (value: unknown): ApiRecord | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as ApiRecord) : null;

/** The verification the review stored on the quote (details.verification), if any. */
export const verificationOf = (details: ApiRecord) => {
  const stored = object(details.verification);
  return { isVerified: stored?.isVerified === true, verifiedOn: text(stored?.verifiedOn) };
};

/** What made an invalid quote invalid, for the overlay: the invalidation's reason and the changes it lists. */
function changesOf(details: ApiRecord): string[] {
  const invalidated = object(details.invalidated);
  const listed = Array.isArray(invalidated?.changes) ? invalidated.changes.map(String) : [];
  const reason = text(invalidated?.reason);
  return [...(reason ? [reason] : []), ...listed];
}

const surplusNoticeOf = (details: ApiRecord) => {
  const notice = object(details.surplusNotice);
  return { attested: notice?.attested === true, by: text(notice?.by), on: text(notice?.on) };
};

export async function reviewOf(db: Kysely<Database>, rating: RatingCatalogue, quote: ApiRecord): Promise<QuoteReview> {
  const details = object(quote.details) ?? {};
  const agency = await db
    .selectFrom('accounts')
    .select(['name', 'phone', 'address1', 'city', 'state', 'zipCode'])
    .where('id', '=', String(quote.agencyId))
    .executeTakeFirst();
  const storedRating = object(quote.rating);
  const securityAnswers = object(object(storedRating?.calculator)?.securityAnswers);
  const securityQuestions = object(details.securityQuestions);
  const security =
    securityQuestions || securityAnswers ? { ...(securityAnswers ?? {}), ...(securityQuestions ?? {}) } : null;
  return {
    quote: {
      id: String(quote.id),
      quoteNumber: String(quote.quoteNumber),
      product: String(quote.product),
      status: String(quote.status),
      agencyStatus: agencyStatusOf(String(quote.status)),
      companyName: String(quote.companyName ?? ''),
      premium: amount(quote.premium),
      totalPremium: amount(quote.totalPremium),
      brokerFee: amount(quote.brokerFee),
      mgaFee: amount(quote.mgaFee),
      limit: amount(quote.limit),
      aggLimit: amount(quote.aggLimit),
      effectiveDate: text(quote.effectiveDate),
      endDate: text(quote.endDate),
      isSurplus: quote.isSurplus === true,
      version: Number(quote.version),
      customerFirstName: text(quote.customerFirstName),
      customerLastName: text(quote.customerLastName),
      customerEmail: text(quote.customerEmail),
      customerPhone: text(details.customerPhone),
    },
    verification: verificationOf(details),
    firmographicData: await firmographicsOf(db, String(quote.accountId)),
    coverageChart: coverageChart(rating, String(quote.product), storedRating),
    additionalInsureds: Array.isArray(details.additionalInsureds) ? (details.additionalInsureds as ApiRecord[]) : [],
    riskFactors: object(details.cowbellRiskFactors),
    securityAssessment: security,
    agency: {
      name: String(quote.agencyName ?? agency?.name ?? ''),
      phone: text(agency?.phone),
      address1: text(agency?.address1),
      city: text(agency?.city),
      state: text(agency?.state),
      zipCode: text(agency?.zipCode),
    },
    agent: {
      firstName: text(quote.agentFirstName),
      lastName: text(quote.agentLastName),
      email: text(quote.agentEmail),
      phone: text(quote.agentPhone),
    },
    surplusNotice: surplusNoticeOf(details),
    changes: changesOf(details),
  };
}
