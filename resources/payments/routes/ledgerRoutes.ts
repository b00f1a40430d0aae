/**
 * The billing ledger's calls (spec 002 §7 Billing), each on a policy read through the policies store:
 *
 *   GET  /api/billing/v1/search?policyId=             the policy's transactions, newest first
 *   GET  /api/billing/v1/balance/{policyId}           total premium, amount paid, balance, payment status
 *   GET  /api/billing/v1/invoice/balance/{policyId}   the same, for the invoice
 *   GET  /api/billing/v1/amountPaid/{policyId}        { amountPaid }
 *   PUT  /api/billing/v1/transaction                  edit a transaction ('Transaction Updated Successfully.')
 *   POST /api/billing/v1/external/applyPayment        a payment received outside the processor ('Payment Applied Successfully.')
 *   POST /api/billing/v1/close                        close payment with a comment ('Transaction Closed Successfully!')
 *   PUT  /api/billing/v1/toggle/invoiceReminder?policyId=   invoice reminders on / off
 *   POST /api/billing/v1/invoiceReminder/{policyId}   send the payment link (flow PAYMENT) to the policyholder
 */
import type { FastifyInstance } from 'fastify';
import { NO_BODY } from '../../../src/server/http/apiReference';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { newWorkflowId } from '../../../src/server/auth/workflows/workflowStore';
import { notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { applyBody, closeBody, transactionBody } from '../bodies';
import { billingOf, invoiceNumberOf, transactionById } from '../ledger';
import { PAYMENT_MESSAGES as M } from '../messages';
import { paymentLinkMessage, sendPaymentLink } from '../paymentLink';
import { BILLING_MANAGE } from '../permissions';
import { closePayment, editTransaction, recordPayment, remindersOn, toggleReminders } from '../policyActions';
import { BILLING, bodyOf, isUuid, paramsOf, policyFor, policyIdOf, queryOf, tags, todayUtc } from './common';
import type { ApiRecord } from '../../../src/shared/api/types';

const read = { permission: 'policy:read' };
const manage = { permission: BILLING_MANAGE };

export function registerLedgerRoutes(app: FastifyInstance, { db, store, mail }: ResourceContext): void {
  const region = store.environment.region;

  const balanceOf = async (policy: ApiRecord) => {
    const billing = await billingOf(db, policy);
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      totalPremium: Number(policy.totalPremium ?? 0),
      amountPaid: billing.amountPaid,
      balance: billing.balance,
      dueAmount: billing.dueAmount,
      paymentStatus: billing.state,
      isPaid: billing.state === 'Paid',
    };
  };

  app.get(`${BILLING}/search`, { config: read, schema: tags }, async (request) => {
    const policy = await policyFor(store, principalOf(request), policyIdOf(queryOf(request).policyId));
    const { transactions } = await billingOf(db, policy);
    return { content: transactions, totalElements: transactions.length };
  });

  for (const path of [`${BILLING}/balance/:policyId`, `${BILLING}/invoice/balance/:policyId`]) {
    app.get(path, { config: read, schema: tags }, async (request) =>
      balanceOf(await policyFor(store, principalOf(request), paramsOf(request).policyId)),
    );
  }

  app.get(`${BILLING}/amountPaid/:policyId`, { config: read, schema: tags }, async (request) => {
    const { policyId, amountPaid } = await balanceOf(
      await policyFor(store, principalOf(request), paramsOf(request).policyId),
    );
    return { policyId, amountPaid };
  });

  app.put(
    `${BILLING}/transaction`,
    { config: { ...manage, bodySchema: transactionBody }, schema: tags },
    async (request) => {
      const body = bodyOf(transactionBody, request.body);
      const principal = principalOf(request);
      const line = isUuid(body.id) ? await transactionById(db, body.id) : undefined;
      if (!line) throw notFound('Transaction');
      // The transaction's policy as the caller may see it: another agency's is 404.
      await policyFor(store, principal, line.policyId);
      const { id: _id, version, policyId: _policyId, ...fields } = body;
      await store.act(
        principal,
        line.policyId,
        editTransaction(line.id, version === undefined ? undefined : Number(version), fields),
        {},
      );
      return { message: M.transactionUpdated, transaction: await transactionById(db, line.id) };
    },
  );

  app.post(
    `${BILLING}/external/applyPayment`,
    { config: { ...manage, bodySchema: applyBody }, schema: tags },
    async (request, reply) => {
      const body = bodyOf(applyBody, request.body);
      const principal = principalOf(request);
      const policy = await policyFor(store, principal, policyIdOf(body.policyId));
      let rowId = '';
      await store.act(
        principal,
        String(policy.id),
        recordPayment(
          'apply-payment',
          {
            transactionId: (body.transactionId as string | undefined) ?? `APPLIED-${Date.now()}`,
            invoiceNumber: (body.invoiceNumber as string | undefined) ?? invoiceNumberOf(policy),
            status: 'Paid',
            paymentMethod: String(body.paymentMethod),
            processorName: 'Applied by staff',
            amountPaid: Number(body.amountPaid),
            paymentDate: (body.paymentDate as string | undefined) ?? todayUtc(),
            paymentDesc: (body.paymentDesc as string | undefined) ?? null,
            payerUserId: principal.userId,
          },
          (id) => (rowId = id),
        ),
        { version: body.version },
      );
      reply.code(201);
      return {
        message: M.paymentApplied,
        transaction: await transactionById(db, rowId),
        balance: await balanceOf(await store.get(principal, String(policy.id))),
      };
    },
  );

  app.post(`${BILLING}/close`, { config: { ...manage, bodySchema: closeBody }, schema: tags }, async (request) => {
    const body = bodyOf(closeBody, request.body);
    const principal = principalOf(request);
    const policy = await policyFor(store, principal, policyIdOf(body.policyId));
    const { dueAmount } = await billingOf(db, policy);
    await store.act(principal, String(policy.id), closePayment(String(body.description), principal.email, dueAmount), {
      version: body.version,
    });
    return { message: M.transactionClosed, balance: await balanceOf(await store.get(principal, String(policy.id))) };
  });

  app.put(
    `${BILLING}/toggle/invoiceReminder`,
    { config: { ...manage, bodySchema: NO_BODY }, schema: tags },
    async (request) => {
      const principal = principalOf(request);
      const policy = await policyFor(store, principal, policyIdOf(queryOf(request).policyId));
      const after = await store.act(principal, String(policy.id), toggleReminders(), {});
      const on = remindersOn(after);
      return { policyId: policy.id, invoiceReminders: on, message: on ? M.remindersOn : M.remindersOff };
    },
  );

  app.post(
    `${BILLING}/invoiceReminder/:policyId`,
    { config: { ...manage, bodySchema: NO_BODY }, schema: tags },
    async (request) => {
      const principal = principalOf(request);
      const policy = await policyFor(store, principal, paramsOf(request).policyId);
      const workflowId = newWorkflowId();
      const after = await store.act(principal, String(policy.id), sendPaymentLink(workflowId), {});
      const { dueAmount } = await billingOf(db, after);
      await mail.outbox.send(paymentLinkMessage(after, `${mail.publicUrl}/validate/${workflowId}`, dueAmount, region));
      return { message: M.linkSent, workflowId };
    },
  );
}
