/**
 * The payment link (spec 000 §2.8 flow PAYMENT): POST /api/billing/v1/invoiceReminder/{policyId} makes a workflow
 * link for the policy's policyholder (the user with the policy's customer e-mail in its client account, made
 * when there is none, as a sent quote does) whose redirect is the payment page /policy/{id}/accountant-payment,
 * and mails it once the action has committed. The code page then signs that user in; the page reads the policy
 * with the user's own session (a policyholder reads its own account's policies).
 */
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import type { OutgoingMessage } from '../../src/server/auth/outbox/outbox';
import { DEFAULT_WORKFLOW_LIFETIME_DAYS, openWorkflow } from '../../src/server/auth/workflows/workflowStore';
import { ApiError } from '../../src/server/http/apiError';
import { formatMoney } from '../../src/shared/region/formatting';
import type { Region } from '../../src/shared/region/regions';
import { policyholderUser } from '../quotes/server';
import { PAYMENT_MESSAGES as M } from './messages';
import { BILLING_MANAGE } from './permissions';
import type { ApiRecord } from '../../src/shared/api/types';

export const PAYMENT_LINK_KIND = 'PAYMENT_LINK';
export const paymentPageOf = (policyId: string) => `/policy/${policyId}/accountant-payment`;

export const sendPaymentLink = (workflowId: string): ResourceAction => ({
  name: 'send-payment-link',
  permission: BILLING_MANAGE,
  async effect({ trx, principal, record, storeOf }) {
    if (record.isPaid) throw new ApiError(409, M.alreadyPaid);
    const email = typeof record.customerEmail === 'string' ? record.customerEmail.trim() : '';
    if (!email) throw new ApiError(409, M.noPolicyholder);
    const userId = await policyholderUser(storeOf('users'), trx, String(record.accountId), {
      customerFirstName: String(record.customerFirstName ?? '') || 'Policy',
      customerLastName: String(record.customerLastName ?? '') || 'Holder',
      customerEmail: email,
    });
    const expiresAt = new Date(Date.now() + DEFAULT_WORKFLOW_LIFETIME_DAYS * 24 * 3600 * 1000);
    await openWorkflow(trx, {
      id: workflowId,
      flow: 'PAYMENT',
      userId,
      redirectUrl: paymentPageOf(String(record.id)),
      expiresAt,
      createdBy: principal.userId,
    });
    const details = {
      ...((record.details ?? {}) as ApiRecord),
      paymentLinkSent: {
        to: email,
        by: principal.email,
        on: new Date().toISOString(),
        linkExpiresOn: expiresAt.toISOString(),
      },
    };
    return { details: JSON.stringify(details) };
  },
});

export function paymentLinkMessage(
  policy: ApiRecord,
  link: string,
  dueAmount: number,
  region: Region,
): OutgoingMessage {
  const name =
    [policy.customerFirstName, policy.customerLastName].filter(Boolean).join(' ') || String(policy.companyName ?? '');
  return {
    channel: 'EMAIL',
    recipient: String(policy.customerEmail),
    kind: PAYMENT_LINK_KIND,
    subject: `Payment for your cyber insurance policy ${String(policy.policyNumber)}`,
    body: [
      `Dear ${name},`,
      '',
      `The premium of policy ${String(policy.policyNumber)} for ${String(policy.companyName ?? '')} is due: ${formatMoney(dueAmount, region)}. Pay it here:`,
      `Make Payment: ${link}`,
      '',
      `The link asks for a security code that we send to this e-mail address. It stays valid for ${DEFAULT_WORKFLOW_LIFETIME_DAYS} days.`,
    ].join('\n'),
  };
}
