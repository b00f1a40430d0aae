/**
 * Send quote to policy holder (spec 002 §2 modal, §3 "Policy holder", §8 "Quote request(s) sent successfully!"):
 * an action on the quote, so it is checked and recorded like the others (permission, tenancy 404, version and
 * from-state 409, history with the agent). Its effect, in the action's transaction: the contact stored on the
 * quote, the policyholder's user found or made (policyholderUser.ts), and a workflow link (flow QUOTE, the sign-in
 * area's workflows table) whose redirect is the wholesale review page `/quote/{id}/request-to-bind/{product}`.
 * The e-mail with the link is put in the outbox once the action has committed (sendRoute.ts).
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { DEFAULT_WORKFLOW_LIFETIME_DAYS, openWorkflow } from '../../../src/server/auth/workflows/workflowStore';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { quotesResource } from '../declaration';
import { policyholderUser, type Contact } from './policyholderUser';
import type { ApiRecord } from '../../../src/shared/api/types';

/** Statuses a quote is sent to its policyholder from: priced and released. */
export const SENDABLE_STATUSES = ['READY'] as const;

/** The wholesale review page a sent quote opens on (spec 002 §2). */
export const reviewPageOf = (quote: ApiRecord) =>
  `/quote/${String(quote.id)}/request-to-bind/${String(quote.product ?? 'P100')}`;

/** The send action for one request: `workflowId` is made by the caller, so the link can be mailed after commit. */
export const sendAction = (workflowId: string, body: JsonSchemaNode): ResourceAction => ({
  name: 'send',
  method: 'POST',
  path: '/action/send',
  permission: quotesResource.permissions.update,
  from: SENDABLE_STATUSES,
  body,
  effect: async ({ trx, principal, record, body: sent, storeOf }) => {
    const contact = sent as unknown as Contact;
    const userId = await policyholderUser(storeOf('users'), trx, String(record.accountId), contact);
    const expiresAt = new Date(Date.now() + DEFAULT_WORKFLOW_LIFETIME_DAYS * 24 * 3600 * 1000);
    await openWorkflow(trx, {
      id: workflowId,
      flow: 'QUOTE',
      userId,
      redirectUrl: reviewPageOf(record),
      expiresAt,
      createdBy: principal.userId,
    });
    const { customerFirstName, customerLastName, customerEmail, customerPhone } = contact;
    const details = {
      ...((record.details ?? {}) as ApiRecord),
      ...(customerPhone ? { customerPhone } : {}),
      sentToPolicyholder: {
        customerEmail,
        by: principal.email,
        on: new Date().toISOString(),
        linkExpiresOn: expiresAt.toISOString(),
      },
    };
    return { customerFirstName, customerLastName, customerEmail, details: JSON.stringify(details) };
  },
});
