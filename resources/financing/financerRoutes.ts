/**
 * POST /api/billing/v1/finance — an outside premium financer's plan added to a policy (spec 002 §3 "Add financer
 * payload", §8 "Premium Financer added Successfully!"). The policy is read through the policies store with the
 * caller's principal (another agency's is 404); the plan is written by an action of the policy (`add-financer`:
 * one transaction, version, the policy's history entry with the actor), refused when the policy is paid or
 * already financed. From then on the payment page asks for the plan's down payment, as for an accepted quote.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { Principal } from '../../src/server/auth/principal';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { ApiError, invalid, notFound } from '../../src/server/http/apiError';
import { childRows } from '../../src/server/resources/childRows';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { instalmentCents } from '../../src/shared/billing/instalment';
import { fromCents, toCents } from '../../src/shared/billing/money';
import { validateWithSchema } from '../../src/shared/validation/validateRecord';
import type { FieldError } from '../../src/shared/api/types';
import type { ApiRecord } from '../../src/shared/api/types';
import { FINANCER_PERMISSION } from './permissions';
import { financerAnswer, financerBody } from './financerBody';
import { ALREADY_FINANCED, ALREADY_PAID, FINANCER_ADDED } from './messages';

const BILLING = '/api/billing/v1';
const schema = { tags: ['financing'] };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The outside plan as kept in the policy's financing row (its `terms`). */
interface FinancerPlan {
  financerName: string;
  apr: number;
  numberOfInstallments: number;
  installmentAmount: number;
  downPayment: number;
  amountFinanced: number;
  totalPremium: number;
  customerEmail: string | null;
}

/** The figures against the policy: the premium is the policy's, the down payment within it, financed = the rest. */
function planOf(value: ApiRecord, policy: ApiRecord): FinancerPlan {
  const total = toCents(Number(policy.totalPremium ?? 0));
  const down = toCents(Number(value.downPayment));
  const errors: FieldError[] = [];
  if (value.totalPremium !== undefined && toCents(Number(value.totalPremium)) !== total)
    errors.push({ field: 'totalPremium', detail: "Total Premium must be the policy's total premium" });
  if (down > total)
    errors.push({ field: 'downPayment', detail: 'Down Payment must be less than or equal to the total premium' });
  const financed = Math.max(0, total - down);
  if (value.amountFinanced !== undefined && toCents(Number(value.amountFinanced)) !== financed)
    errors.push({ field: 'amountFinanced', detail: 'Amount Financed must be the total premium less the down payment' });
  const apr = Number(value.apr);
  if (Math.abs(Math.round(apr * 100) - apr * 100) > 1e-6)
    errors.push({ field: 'apr', detail: 'APR must have at most two decimals' });
  if (errors.length) throw invalid(errors);
  const instalments = Number(value.numberOfInstallments);
  return {
    financerName: String(value.financerName).trim(),
    apr,
    numberOfInstallments: instalments,
    installmentAmount: fromCents(instalmentCents(financed, apr, instalments)),
    downPayment: fromCents(down),
    amountFinanced: fromCents(financed),
    totalPremium: fromCents(total),
    customerEmail: (value.customerEmail as string | undefined) ?? (policy.customerEmail as string | null) ?? null,
  };
}

/** The plan as an action of the policy: refused when paid or already financed (the acceptance's own texts). */
function addFinancer(plan: FinancerPlan, principal: Principal): ResourceAction {
  return {
    name: 'add-financer',
    permission: FINANCER_PERMISSION,
    async effect({ trx, record }) {
      if (record.isPaid) throw new ApiError(409, ALREADY_PAID);
      const existing = await trx
        .selectFrom('policyFinancing')
        .select('id')
        .where('policyId', '=', String(record.id))
        .executeTakeFirst();
      if (existing) throw new ApiError(409, ALREADY_FINANCED);
      await childRows(trx, 'policyFinancing', 'policyId', String(record.id)).add({
        financeQuoteNumber: null,
        terms: JSON.stringify(plan),
        signature: null,
        email: plan.customerEmail,
        acceptedBy: principal.userId,
      });
      return {};
    },
  };
}

export function registerFinancerRoutes(app: FastifyInstance, { db, store }: ResourceContext): void {
  app.post(
    `${BILLING}/finance`,
    {
      config: {
        permission: FINANCER_PERMISSION,
        bodySchema: financerBody,
        answerSchema: financerAnswer,
        answerStatus: 201,
      },
      schema,
    },
    async (request, reply) => {
      const { value, errors } = validateWithSchema(financerBody, request.body ?? {});
      if (errors.length) throw invalid(errors);
      const principal = principalOf(request);
      const policyId = String(value.policyId);
      if (!UUID.test(policyId)) throw notFound(store.resource.label);
      const policy = await store.get(principal, policyId);
      if (value.accountId !== undefined && value.accountId !== policy.accountId) throw notFound(store.resource.label);
      const plan = planOf(value, policy);
      await store.act(principal, policyId, addFinancer(plan, principal), {});
      const row = await db
        .selectFrom('policyFinancing')
        .select('created')
        .where('policyId', '=', policyId)
        .executeTakeFirst();
      reply.code(201);
      return { message: FINANCER_ADDED, policyId, ...plan, addedAt: row?.created };
    },
  );
}
