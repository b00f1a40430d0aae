/**
 * GET /api/billing/v1/xpress-enabled?policyId= — whether the policy can be paid express, in one step with one of
 * its account's saved methods (decided: the spec names the path only): something is due, no payment is being
 * processed, and the account has a saved method at the active processor.
 *
 * POST /api/billing/v1/save — keeps a card or bank account the processor tokenised as a saved method of the
 * account, without a payment (the spec's save-card / save-bank-account posts): the processor describes the token
 * (an unknown or forgotten one is a 400 on tokenId), an action of the account through the accounts store (tenancy
 * 404, history), the same token twice is a 409.
 *
 * DELETE /api/billing/v1/payment-method/{id} — the payer deletes one of its account's saved cards or bank
 * accounts (docs/features/policies-and-money.md "Saved payment methods"). Whoever may save a method may delete
 * it: the permission to pay, over the accounts the caller may see (the policyholder its own account, the agency's
 * users their clients'). Another account's method, or an unknown id, is the same 404. The delete is an action of
 * the account through the accounts store (its history names the method); then the processor forgets the token.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { ApiError, invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { POLICY_PAY } from '../permissions';
import type { PaymentProcessor } from '../processor/paymentProcessor';
import { saveMethodBody } from '../bodies';
import { PAYMENT_MESSAGES as M } from '../messages';
import {
  deleteSavedMethod,
  SAVED_METHOD_DELETED,
  SAVED_METHOD_MISSING,
  SAVED_METHOD_SAVED,
  saveMethodOfAccount,
  savedMethodOwner,
  savedMethodsOf,
} from '../savedMethods';
import { billingOf } from '../ledger';
import { BILLING, bodyOf, isUuid, paramsOf, policyFor, policyIdOf, queryOf, tags } from './common';

const deletedAnswer: JsonSchemaNode = {
  type: 'object',
  description: 'The saved payment method is deleted; the processor no longer charges its token.',
  properties: { id: { type: 'string' }, message: { type: 'string' } },
};

const savedAnswer: JsonSchemaNode = {
  type: 'object',
  description: 'The saved method as the payment page lists it, without its token.',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    type: { type: 'string' },
    last4Digits: { type: 'string' },
    message: { type: 'string' },
  },
};

const expressAnswer: JsonSchemaNode = {
  type: 'object',
  description: 'Whether the policy can be paid in one step with a saved method, and why not when it cannot.',
  properties: {
    policyId: { type: 'string' },
    enabled: { type: 'boolean' },
    savedMethods: { type: 'integer' },
    dueAmount: { type: 'number' },
    reason: { type: 'string', nullable: true },
  },
};

export function registerSavedMethodRoutes(
  app: FastifyInstance,
  { db, store, storeOf }: ResourceContext,
  processor: PaymentProcessor,
): void {
  const missing = () => new ApiError(404, SAVED_METHOD_MISSING);

  app.get(
    `${BILLING}/xpress-enabled`,
    { config: { permission: 'policy:read', answerSchema: expressAnswer }, schema: tags },
    async (request) => {
      const policy = await policyFor(store, principalOf(request), policyIdOf(queryOf(request).policyId));
      const billing = await billingOf(db, policy);
      const saved = await savedMethodsOf(db, String(policy.accountId), processor.name);
      const reason =
        billing.state === 'Paid' || billing.dueAmount === 0
          ? M.alreadyPaid
          : billing.state === 'Processed'
            ? M.paymentInProcess
            : saved.length === 0
              ? M.noSavedMethod
              : null;
      return {
        policyId: policy.id,
        enabled: reason === null,
        savedMethods: saved.length,
        dueAmount: billing.dueAmount,
        reason,
      };
    },
  );

  app.post(
    `${BILLING}/save`,
    {
      config: { permission: POLICY_PAY, bodySchema: saveMethodBody, answerSchema: savedAnswer, answerStatus: 201 },
      schema: tags,
    },
    async (request, reply) => {
      const body = bodyOf(saveMethodBody, request.body);
      const principal = principalOf(request);
      const accounts = storeOf('accounts');
      const accountId = String(body.accountId);
      if (!isUuid(accountId)) throw notFound(accounts.resource.label);
      await accounts.get(principal, accountId);
      const token = String(body.tokenId);
      const described = await processor.describeToken?.(token);
      if (!described) throw invalid([{ field: 'tokenId', detail: M.badToken }]);
      if (described.paymentMethod !== body.paymentCategory)
        throw invalid([{ field: 'paymentCategory', detail: `The payment token is for a ${described.paymentMethod}` }]);
      let id = '';
      await accounts.act(
        principal,
        accountId,
        saveMethodOfAccount(
          {
            userId: principal.userId,
            processorName: processor.name,
            tokenId: token,
            type: described.paymentMethod,
            lastFour: described.lastFour,
            cardType: described.cardType ?? null,
            bankName: described.bankName ?? null,
            title: body.title as string | undefined,
          },
          POLICY_PAY,
          (saved) => (id = saved),
        ),
        {},
      );
      const saved = (await savedMethodsOf(db, accountId, processor.name)).find((method) => method.id === id);
      reply.code(201);
      return { ...saved, message: SAVED_METHOD_SAVED };
    },
  );
  app.delete(
    `${BILLING}/payment-method/:id`,
    { config: { permission: POLICY_PAY, answerSchema: deletedAnswer, answerStatus: 200 }, schema: tags },
    async (request) => {
      const { id } = paramsOf(request);
      const owner = isUuid(id) ? await savedMethodOwner(db, id) : undefined;
      if (!owner) throw missing();
      try {
        await storeOf('accounts').act(principalOf(request), owner.accountId, deleteSavedMethod(id, POLICY_PAY), {});
      } catch (error) {
        // An account the caller may not see answers as an unknown method: nothing tells it the method exists.
        if (error instanceof ApiError && error.status === 404) throw missing();
        throw error;
      }
      if (owner.processorName === processor.name) await processor.forget?.(owner.tokenId);
      return { id, message: SAVED_METHOD_DELETED };
    },
  );
}
