/**
 * The payment request's description (spec 002 §3 "Payment request: description, dueDate, dueAmount,
 * premiumFinanced"): the premium of the policy, or the down payment of its premium finance plan when financed.
 * Shown on the payment page and answered by GET /api/billing/v1/desc.
 */
import type { Kysely } from 'kysely';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

export async function paymentDescription(
  db: Kysely<Database>,
  policy: ApiRecord,
  premiumFinanced: boolean,
): Promise<string> {
  if (!premiumFinanced)
    return `Premium of policy ${String(policy.policyNumber)} (${String(policy.product)}) for ${String(policy.companyName ?? '')}`;
  const plan = await db
    .selectFrom('policyFinancing')
    .select(['financeQuoteNumber', 'terms'])
    .where('policyId', '=', String(policy.id))
    .executeTakeFirst();
  if (plan && plan.financeQuoteNumber === null) {
    // An outside financer's plan (POST /finance) has no quote number of ours: it is named by its financer.
    const terms = (typeof plan.terms === 'string' ? JSON.parse(plan.terms) : plan.terms) as { financerName?: string };
    return `Down payment of the premium finance plan with ${String(terms.financerName)} for policy ${String(policy.policyNumber)}`;
  }
  return `Down payment of premium finance plan ${String(plan?.financeQuoteNumber)} for policy ${String(policy.policyNumber)}`;
}
