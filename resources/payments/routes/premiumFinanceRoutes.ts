/**
 * PUT /api/billing/v1/pay/premiumFinance — the premium financer has paid the amount financed of a financed
 * policy (spec 002 §7 names the path; §3 the policy's isPremiumFinancePaid). The policyholder pays the plan's down
 * payment through the payment page; the financer's payment is recorded by the agency or servicing staff (the
 * permission to manage billing) as a ledger line of the policy, once the down payment is paid, through a policy
 * action (`premium-finance-paid`: tenancy 404, version, history with the actor).
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { fromCents, toCents } from '../../../src/shared/billing/money';
import { premiumFinancePaidAnswer, premiumFinancePaidBody } from '../bodies';
import { billingOf, invoiceNumberOf } from '../ledger';
import { PAYMENT_MESSAGES as M } from '../messages';
import { BILLING_MANAGE } from '../permissions';
import { recordFinancerPayment } from '../policyActions';
import { BILLING, bodyOf, policyFor, policyIdOf, tags, todayUtc } from './common';

/** The financer's name on its plan (the platform's own plan names its financer in the quote it accepted). */
const financerOf = (terms: unknown): string => {
  const read = (typeof terms === 'string' ? JSON.parse(terms) : terms) as { financerName?: unknown } | null;
  return typeof read?.financerName === 'string' ? read.financerName : 'Premium financer';
};

export function registerPremiumFinanceRoutes(app: FastifyInstance, { db, store }: ResourceContext): void {
  app.put(
    `${BILLING}/pay/premiumFinance`,
    {
      config: {
        permission: BILLING_MANAGE,
        bodySchema: premiumFinancePaidBody,
        answerSchema: premiumFinancePaidAnswer,
        answerStatus: 200,
      },
      schema: tags,
    },
    async (request) => {
      const body = bodyOf(premiumFinancePaidBody, request.body);
      const principal = principalOf(request);
      const policy = await policyFor(store, principal, policyIdOf(body.policyId));
      const plan = await db
        .selectFrom('policyFinancing')
        .select('terms')
        .where('policyId', '=', String(policy.id))
        .executeTakeFirst();
      const transactionId = (body.transactionId as string | undefined) ?? `PF-${String(policy.policyNumber)}`;
      let recorded = 0;
      await store.act(
        principal,
        String(policy.id),
        recordFinancerPayment(
          {
            transactionId,
            invoiceNumber: invoiceNumberOf(policy),
            status: 'Paid',
            paymentMethod: (body.paymentMethod as string | undefined) ?? 'ACH/Wire Transfer',
            processorName: plan ? financerOf(plan.terms) : 'Premium financer',
            ...(body.amountPaid === undefined ? {} : { amountPaid: fromCents(toCents(Number(body.amountPaid))) }),
            paymentDate: (body.paymentDate as string | undefined) ?? todayUtc(),
            paymentDesc: 'Premium finance',
            isDownPayment: false,
            payerUserId: principal.userId,
          },
          (amount) => (recorded = amount),
        ),
        { version: body.version },
      );
      const after = await store.get(principal, String(policy.id));
      const billing = await billingOf(db, after);
      return {
        message: M.premiumFinancePaid,
        policyId: after.id,
        transactionId,
        amountRecorded: recorded,
        isPaid: billing.state === 'Paid',
        isPremiumFinancePaid: billing.premiumFinanced && billing.balance === 0,
        amountPaid: billing.amountPaid,
        balance: billing.balance,
      };
    },
  );
}
