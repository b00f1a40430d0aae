/**
 * DELETE /api/billing/v1/payment-method/{id} — the payer deletes one of its account's saved cards or bank
 * accounts (docs/features/policies-and-money.md "Saved payment methods"). Whoever may save a method may delete
 * it: the permission to pay, over the accounts the caller may see (the policyholder its own account, the agency's
 * users their clients'). Another account's method, or an unknown id, is the same 404. The delete is an action of
 * the account through the accounts store (its history names the method); then the processor forgets the token.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { ApiError } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { POLICY_PAY } from '../permissions';
import type { PaymentProcessor } from '../processor/paymentProcessor';
import { deleteSavedMethod, SAVED_METHOD_DELETED, SAVED_METHOD_MISSING, savedMethodOwner } from '../savedMethods';
import { BILLING, isUuid, paramsOf, tags } from './common';

const deletedAnswer: JsonSchemaNode = {
  type: 'object',
  description: 'The saved payment method is deleted; the processor no longer charges its token.',
  properties: { id: { type: 'string' }, message: { type: 'string' } },
};

export function registerSavedMethodRoutes(
  app: FastifyInstance,
  { db, storeOf }: ResourceContext,
  processor: PaymentProcessor,
): void {
  const missing = () => new ApiError(404, SAVED_METHOD_MISSING);
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
