/**
 * Issuing a bound quote creates its policy ("submit binder for policy generation"): the policy is
 * written through the policies store, in the transaction of the quote's `issue` action, so the quote is ISSUED
 * exactly when its policy exists. Its number, dates, premium, fees, policyholder, coverages (the quote's rating and
 * details) are the quote's; the policy is ISSUED.
 */
import type { ActionInput } from '../../../src/server/actions/resourceAction';
import { recordNumber } from '../../../src/server/tenancy/clientBusiness';
import type { ApiRecord } from '../../../src/shared/api/types';

const present = (record: ApiRecord) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

/** The policy a bound quote becomes (the fields the policy record holds). */
export function policyOfQuote(quote: ApiRecord): ApiRecord {
  const details = (quote.details ?? {}) as ApiRecord;
  return present({
    accountId: quote.accountId,
    agencyId: quote.agencyId,
    quoteId: quote.id,
    quoteNumber: quote.quoteNumber,
    policyNumber: recordNumber('P'),
    product: quote.product,
    status: 'ISSUED',
    isEndorsement: quote.isEndorsement ?? false,
    isPaid: quote.isPaid ?? false,
    companyName: quote.companyName,
    customerFirstName: quote.customerFirstName,
    customerLastName: quote.customerLastName,
    customerEmail: quote.customerEmail,
    customerPhone: details.customerPhone,
    totalPremium: quote.totalPremium,
    brokerFee: quote.brokerFee,
    mgaFee: quote.mgaFee,
    effectiveDate: quote.effectiveDate,
    endDate: quote.endDate,
    details: {
      ...details,
      premium: quote.premium ?? null,
      additionalBrokerFee: quote.additionalBrokerFee ?? null,
      limit: quote.limit ?? null,
      aggLimit: quote.aggLimit ?? null,
      boundOn: quote.boundOn ?? null,
      rating: quote.rating ?? null,
    },
  });
}

/** The issue action's effect: the policy created, its id kept on the quote. */
export async function issuePolicy({ trx, principal, record, storeOf }: ActionInput): Promise<ApiRecord> {
  const policy = await storeOf('policies').create(principal, policyOfQuote(record), trx);
  const details = { ...((record.details ?? {}) as ApiRecord), policyId: policy.id, policyNumber: policy.policyNumber };
  return { details: JSON.stringify(details) };
}
