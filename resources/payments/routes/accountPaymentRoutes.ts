/**
 * POST /api/billing/v1/payfor/{accountId} — pays what is due on every policy of a client account the caller may
 * see, in one step, with one of the account's saved methods (decided: the spec names the path and method only).
 * Each policy is charged on its own (a processor session per policy, as the payment page opens one) and recorded
 * as that policy's payment action (version, history with the payer); a policy whose charge the processor refuses
 * or declines is reported and left due, the others are still paid.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { ApiError, invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { fromCents, toCents } from '../../../src/shared/billing/money';
import { billingOf, invoiceNumberOf } from '../ledger';
import { PAYMENT_MESSAGES as M } from '../messages';
import { POLICY_PAY } from '../permissions';
import { chargeLine } from '../chargeLine';
import { recordPayment } from '../policyActions';
import { ProcessorRefusal, type PaymentProcessor } from '../processor/paymentProcessor';
import { savedToken } from '../savedMethods';
import { BILLING, bodyOf, isUuid, paramsOf, tags, todayUtc } from './common';

const payForBody: JsonSchemaNode = {
  type: 'object',
  description: "Pays every policy of the account with something due, with one of the account's saved methods.",
  required: ['savedMethodId'],
  additionalProperties: false,
  properties: {
    savedMethodId: {
      type: 'string',
      maxLength: 64,
      errorMessage: { type: 'Choose one of your saved payment methods.' },
    },
  },
  errorMessage: { required: { savedMethodId: 'Choose one of your saved payment methods.' } },
};

const payForAnswer: JsonSchemaNode = {
  type: 'object',
  description: 'Each policy charged, with its outcome, and the total paid now.',
  properties: {
    accountId: { type: 'string' },
    totalPaid: { type: 'number' },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          policyId: { type: 'string' },
          policyNumber: { type: 'string' },
          amount: { type: 'number' },
          status: { type: 'string' },
          transactionId: { type: 'string', nullable: true },
          failure: { type: 'string', nullable: true },
        },
      },
    },
  },
};

/** The most policies one call pays: an account with more is paid in several calls. */
const MOST_POLICIES = 100;

export function registerAccountPaymentRoutes(
  app: FastifyInstance,
  { db, store, storeOf }: ResourceContext,
  processor: PaymentProcessor,
): void {
  app.post(
    `${BILLING}/payfor/:accountId`,
    {
      config: { permission: POLICY_PAY, bodySchema: payForBody, answerSchema: payForAnswer, answerStatus: 200 },
      schema: tags,
    },
    async (request) => {
      const { accountId } = paramsOf(request);
      const body = bodyOf(payForBody, request.body);
      const principal = principalOf(request);
      const accounts = storeOf('accounts');
      if (!isUuid(accountId)) throw notFound(accounts.resource.label);
      await accounts.get(principal, accountId);
      const savedMethodId = String(body.savedMethodId);
      const token = isUuid(savedMethodId) ? await savedToken(db, accountId, savedMethodId, processor.name) : undefined;
      if (!token) throw invalid([{ field: 'savedMethodId', detail: 'Choose one of your saved payment methods.' }]);
      const listed = await store.list(principal, {
        page: 0,
        size: MOST_POLICIES,
        sort: { field: 'created', direction: 'asc' },
        filters: { accountId: { in: [accountId] } },
      });
      const payments = [];
      for (const policy of listed.content) {
        const billing = await billingOf(db, policy);
        if (billing.state === 'Paid' || billing.state === 'Processed' || billing.dueAmount <= 0) continue;
        const amount = billing.dueAmount;
        const session = await processor.openSession({
          policyId: String(policy.id),
          policyNumber: String(policy.policyNumber),
          amount,
          customerEmail: policy.customerEmail as string | undefined,
        });
        let result;
        try {
          result = await processor.charge({
            sessionKey: session.key,
            token,
            amount,
            policyId: String(policy.id),
            reference: invoiceNumberOf(policy),
          });
        } catch (error) {
          if (!(error instanceof ProcessorRefusal)) throw error;
          payments.push({
            policyId: policy.id,
            policyNumber: policy.policyNumber,
            amount,
            status: 'Refused',
            transactionId: null,
            failure: error.message,
          });
          continue;
        }
        await store.act(
          principal,
          String(policy.id),
          recordPayment(
            'payment',
            chargeLine(
              policy,
              {
                result,
                processorName: processor.name,
                amount,
                day: todayUtc(),
                premiumFinanced: billing.premiumFinanced,
              },
              principal,
            ),
          ),
          {},
        );
        payments.push({
          policyId: policy.id,
          policyNumber: policy.policyNumber,
          amount,
          status: result.status,
          transactionId: result.transactionId,
          failure: result.failure ?? null,
        });
      }
      if (!payments.length) throw new ApiError(409, M.nothingDue);
      const paid = payments.filter((payment) => payment.status === 'Paid');
      return {
        accountId,
        totalPaid: fromCents(paid.reduce((sum, payment) => sum + toCents(payment.amount), 0)),
        payments,
      };
    },
  );
}
