/**
 * The payment page's calls (spec 002 §2 "Policy payment page", §7 Billing) and the processor's callback:
 *
 *   GET  /api/billing/v1/payment?policyId=            the page: state, payment request, amount paid, financing
 *   GET  /api/billing/v1/oneInc/key?policyId=         a processor session for what is due ({ url, key, authCode })
 *   POST /api/billing/v1/paid                         charge a processor token { policyId, sessionKey, token | savedMethodId,
 *                                                     amount?, saveMethod?, title? }
 *   POST /api/billing/v1/payment-processor            the processor's settlement callback (public, signed)
 *   GET  /api/billing/v1/ach/{policyNumber}           where to send an ACH or wire transfer
 *   GET  /api/billing/v1/desc?policyId=               the payment request's description and due date
 *
 * The policy is read through the policies store with the caller's session (the payment link's code page signs
 * the policyholder in; agency and servicing staff reach their own clients' policies).
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import type { Principal } from '../../../src/server/auth/principal';
import { ApiError, invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { fromCents, toCents } from '../../../src/shared/billing/money';
import { dueDateOf } from '../reminders/dueDate';
import { bankDetails, BANK_TRANSFER_NOTE } from '../bankDetails';
import { paidBody, settlementBody } from '../bodies';
import { chargeLine } from '../chargeLine';
import { billingOf, invoiceNumberOf, transactionOfProcessor } from '../ledger';
import { PAYMENT_MESSAGES as M } from '../messages';
import { paymentDescription } from '../paymentDescription';
import { POLICY_PAY } from '../permissions';
import { savedMethodsOf, savedToken } from '../savedMethods';
import { recordPayment, remindersOn, settlePayment } from '../policyActions';
import { ProcessorRefusal, type PaymentProcessor } from '../processor/paymentProcessor';
import { BILLING, bodyOf, isUuid, paramsOf, policyFor, policyIdOf, queryOf, tags, todayUtc } from './common';
import type { ApiRecord } from '../../../src/shared/api/types';

const read = { permission: 'policy:read' };

export const CALLBACK_PATH = `${BILLING}/payment-processor`;

export function registerPaymentRoutes(
  app: FastifyInstance,
  { db, store }: ResourceContext,
  processor: PaymentProcessor,
): void {
  async function page(policy: ApiRecord) {
    const billing = await billingOf(db, policy);
    const newest = billing.transactions[0];
    const description = await paymentDescription(db, policy, billing.premiumFinanced);
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      product: policy.product,
      companyName: policy.companyName,
      policyStatus: policy.status,
      isPaid: billing.state === 'Paid',
      status: billing.state,
      totalPremium: Number(policy.totalPremium ?? 0),
      amountPaid: billing.amountPaid,
      balance: billing.balance,
      paymentRequest: {
        description,
        dueDate: dueDateOf(policy),
        dueAmount: billing.dueAmount,
        premiumFinanced: billing.premiumFinanced,
      },
      /** The instalment plan is offered when nothing is paid yet and the premium is not financed already. */
      financingAvailable: !billing.premiumFinanced && billing.amountPaid === 0 && billing.state !== 'Paid',
      lastFailure: newest?.status === 'Failed' ? newest.failure : null,
      processorName: processor.name,
      invoiceReminders: remindersOn(policy),
      customerEmail: policy.customerEmail ?? null,
      savedMethods: await savedMethodsOf(db, String(policy.accountId), processor.name),
    };
  }

  app.get(`${BILLING}/payment`, { config: read, schema: tags }, async (request) => {
    const policy = await policyFor(store, principalOf(request), policyIdOf(queryOf(request).policyId));
    return page(policy);
  });

  app.get(`${BILLING}/desc`, { config: read, schema: tags }, async (request) => {
    const policy = await policyFor(store, principalOf(request), policyIdOf(queryOf(request).policyId));
    const billing = await billingOf(db, policy);
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      description: await paymentDescription(db, policy, billing.premiumFinanced),
      dueDate: dueDateOf(policy),
      dueAmount: billing.dueAmount,
      premiumFinanced: billing.premiumFinanced,
    };
  });

  app.get(`${BILLING}/oneInc/key`, { config: { permission: POLICY_PAY }, schema: tags }, async (request) => {
    const policy = await policyFor(store, principalOf(request), policyIdOf(queryOf(request).policyId));
    const billing = await billingOf(db, policy);
    if (billing.state === 'Paid') throw new ApiError(409, M.alreadyPaid);
    if (billing.state === 'Processed') throw new ApiError(409, M.paymentInProcess);
    const session = await processor.openSession({
      policyId: String(policy.id),
      policyNumber: String(policy.policyNumber),
      amount: billing.dueAmount,
      customerEmail: policy.customerEmail as string | undefined,
    });
    return { ...session, PortalOneSessionKey: session.key, amount: billing.dueAmount };
  });

  app.post(
    `${BILLING}/paid`,
    { config: { permission: POLICY_PAY, bodySchema: paidBody }, schema: tags },
    async (request) => {
      const body = bodyOf(paidBody, request.body);
      const principal = principalOf(request);
      const policy = await policyFor(store, principal, policyIdOf(body.policyId));
      const billing = await billingOf(db, policy);
      if (billing.state === 'Paid') throw new ApiError(409, M.alreadyPaid);
      if (billing.state === 'Processed') throw new ApiError(409, M.paymentInProcess);
      const amount = body.amount === undefined ? billing.dueAmount : fromCents(toCents(Number(body.amount)));
      if (amount > billing.dueAmount) throw invalid([{ field: 'amount', detail: M.overBalance }]);
      const token =
        body.savedMethodId !== undefined
          ? isUuid(body.savedMethodId)
            ? await savedToken(db, String(policy.accountId), body.savedMethodId, processor.name)
            : undefined
          : (body.token as string | undefined);
      if (!token)
        throw invalid([
          {
            field: body.savedMethodId === undefined ? 'token' : 'savedMethodId',
            detail:
              body.savedMethodId === undefined
                ? 'The payment token is required'
                : 'Choose one of your saved payment methods.',
          },
        ]);
      let result;
      try {
        result = await processor.charge({
          sessionKey: String(body.sessionKey),
          token,
          amount,
          policyId: String(policy.id),
          reference: invoiceNumberOf(policy),
        });
      } catch (error) {
        if (error instanceof ProcessorRefusal) throw invalid([{ field: error.field, detail: error.message }]);
        throw error;
      }
      const line = chargeLine(
        policy,
        { result, processorName: processor.name, amount, day: todayUtc(), premiumFinanced: billing.premiumFinanced },
        principal,
      );
      const keep =
        body.saveMethod === true && body.savedMethodId === undefined && result.status !== 'Failed'
          ? {
              userId: principal.userId,
              processorName: processor.name,
              tokenId: token,
              type: result.paymentMethod,
              lastFour: result.lastFour,
              cardType: result.cardType ?? null,
              bankName: result.bankName ?? null,
              title: body.title as string | undefined,
            }
          : undefined;
      await store.act(principal, String(policy.id), recordPayment('payment', line, undefined, keep), {});
      const after = await page(await store.get(principal, String(policy.id)));
      // The spec's payment-complete record (002 §3), without any number but the last four.
      return {
        ...after,
        payment: {
          transactionId: result.transactionId,
          transactionDate: line.paymentDate,
          paymentAmount: amount,
          totalPaymentAmount: amount,
          status: result.status,
          failure: result.failure ?? null,
          policyId: policy.id,
          policyNumber: policy.policyNumber,
          lastFourDigits: result.lastFour,
          cardType: result.cardType ?? null,
          bankName: result.bankName ?? null,
          customerEmail: policy.customerEmail ?? null,
          isDownPayment: billing.premiumFinanced,
        },
      };
    },
  );

  // The processor's settlement callback: public (the processor has no session), authenticated by its signature.
  app.post(CALLBACK_PATH, { config: { public: true, bodySchema: settlementBody }, schema: tags }, async (request) => {
    const report = processor.readSettlement(request.headers, request.body);
    if (!report) throw new ApiError(403, 'The callback is not signed by the payment processor.');
    const line = await transactionOfProcessor(db, processor.name, report.transactionId);
    if (!line) throw notFound('Transaction');
    if (line.status !== 'In Process')
      return { transactionId: report.transactionId, status: line.status, applied: false };
    await store.act(
      await payerOf(line.policyId, line.id),
      line.policyId,
      settlePayment(line.id, report.status, report.failure),
      {},
    );
    return { transactionId: report.transactionId, status: report.status, applied: true };
  });

  /** The settlement is recorded as the payer's (the history names who paid), inside the policy's client account. */
  async function payerOf(policyId: string, rowId: string): Promise<Principal> {
    const row = await db
      .selectFrom('policyTransactions')
      .innerJoin('policies', 'policies.id', 'policyTransactions.policyId')
      .innerJoin('users', 'users.id', 'policyTransactions.payerUserId')
      .select(['users.id as userId', 'users.email', 'policies.accountId'])
      .where('policyTransactions.id', '=', rowId)
      .where('policies.id', '=', policyId)
      .executeTakeFirst();
    if (!row) throw notFound('Transaction');
    return {
      userId: row.userId,
      email: row.email,
      accountId: row.accountId,
      accountType: 'CUSTOMER',
      subscriberType: 'CUSTOMER',
      realm: 'ACCOUNT',
      roleName: 'Payment processor',
      permissions: [],
      teamIds: [],
    };
  }

  app.get(`${BILLING}/ach/:policyNumber`, { config: read, schema: tags }, async (request) => {
    const { policyNumber } = paramsOf(request);
    const row = await db
      .selectFrom('policies')
      .select('id')
      .where('policyNumber', '=', policyNumber)
      .executeTakeFirst();
    if (!row) throw notFound(store.resource.label);
    const policy = await policyFor(store, principalOf(request), String(row.id));
    const billing = await billingOf(db, policy);
    return { ...bankDetails(), reference: policy.policyNumber, amount: billing.dueAmount, note: BANK_TRANSFER_NOTE };
  });
}
