/**
 * POST /api/billing/v1/oneInc/validate { policyId, sessionKey }: whether the processor still honours a payment
 * session of the policy (spec 002 §7 "Payment processor session"), before the page opens the processor's modal
 * with it. The policy is read through the policies store (another agency's is 404); a key the processor does not
 * honour, or one opened for another policy, is 400 naming sessionKey.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { POLICY_PAY } from '../permissions';
import type { PaymentProcessor } from '../processor/paymentProcessor';
import { BILLING, bodyOf, policyFor, policyIdOf, tags } from './common';

export const SESSION_INVALID = 'The payment session is invalid or has expired. Open the payment again.';

const validateBody: JsonSchemaNode = {
  type: 'object',
  required: ['policyId', 'sessionKey'],
  additionalProperties: false,
  properties: {
    policyId: { type: 'string', maxLength: 64 },
    sessionKey: { type: 'string', minLength: 1, maxLength: 4000 },
  },
  errorMessage: { required: { policyId: 'Policy is a required field', sessionKey: 'The payment session is required' } },
};

export function registerSessionRoutes(
  app: FastifyInstance,
  { store }: ResourceContext,
  processor: PaymentProcessor,
): void {
  app.post(
    `${BILLING}/oneInc/validate`,
    { config: { permission: POLICY_PAY, bodySchema: validateBody }, schema: tags },
    async (request) => {
      const body = bodyOf(validateBody, request.body);
      const policy = await policyFor(store, principalOf(request), policyIdOf(body.policyId));
      const session = await processor.validateSession(String(body.sessionKey));
      if (!session || session.policyId !== policy.id) throw invalid([{ field: 'sessionKey', detail: SESSION_INVALID }]);
      return { valid: true, processorName: processor.name, ...session };
    },
  );
}
