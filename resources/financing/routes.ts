/**
 * Premium financing calls of the billing API (spec 002 §7 "Billing", §9), riding on the policies store the way
 * the rater rides on the quotes store: every call names a policy and reads it through the store with the
 * caller's principal, so another agency's policy is 404 and a policyholder reaches its own only.
 *
 *   GET  /api/billing/v1/get-installment?policyId=&date=   the financing quote (date default: created + 7 days)
 *   GET  /api/billing/v1/finance?accountId=&policyId=      availability (409 "Agency Details Missing…")
 *   POST /api/billing/v1/create/premiumFinance             acceptance with the typed full name (201)
 *   GET  /api/billing/v1/agreement?policyId=               the policy's premium finance agreement (404 when none)
 *
 * The acceptance runs as an action of the policy through the store (one transaction: the plan row, a version
 * bump, the policy's history entry `premiumFinance` with the actor).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { childRows } from '../../src/server/resources/childRows';
import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { Principal } from '../../src/server/auth/principal';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { ApiError, invalid, notFound } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { isCalendarDay } from '../../src/shared/billing/schedule';
import { validateWithSchema } from '../../src/shared/validation/validateRecord';
import { requireAgencyDetails } from './agencyDetails';
import { acceptBody, acceptedAnswer, agreementAnswer, availabilityAnswer, quoteAnswer } from './bodies';
import { financingTerms } from './financingTerms';
import { ALREADY_FINANCED, ALREADY_PAID, FIGURES_CHANGED, FULL_NAME_REQUIRED, NO_AGREEMENT } from './messages';
import { POLICY_FINANCE } from './permissions';
import { policyFinancingQuote, referenceDate, type PolicyFinancingQuote } from './policyQuote';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

export const BILLING = '/api/billing/v1';
const schema = { tags: ['financing'] };
const read = { permission: 'policy:read' };

const query = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

function policyIdOf(value: unknown): string {
  if (value === undefined || value === '') throw invalid([{ field: 'policyId', detail: 'Policy is a required field' }]);
  if (typeof value !== 'string') throw invalid([{ field: 'policyId', detail: 'Policy must be an id' }]);
  return value;
}

function dateOf(value: unknown, policy: ApiRecord): string {
  if (value === undefined || value === '') return referenceDate(policy);
  if (!isCalendarDay(value)) throw invalid([{ field: 'date', detail: 'Invalid date format' }]);
  return value;
}

/** The figures a client sent with its acceptance must be the ones the server computes now. */
const COMPARED: [string, keyof PolicyFinancingQuote][] = [
  ['financeQuoteNumber', 'financeQuoteNumber'],
  ['amountFinanced', 'amountFinanced'],
  ['apr', 'apr'],
  ['numberOfIntsallments', 'numberOfInstallments'],
  ['totalPremium', 'totalPremium'],
  ['downPayment', 'downPayment'],
  ['totalPaymentAmount', 'totalPaymentAmount'],
  ['installmentAmount', 'installmentAmount'],
  ['financeCharge', 'financeCharge'],
];

export function registerFinancingRoutes(app: FastifyInstance, { db, store }: ResourceContext): void {
  const terms = () => financingTerms(store.environment.rating.dir);
  const region = store.environment.region;
  const planOf = async (policyId: string) =>
    (db as unknown as Kysely<Database>)
      .selectFrom('policyFinancing')
      .selectAll()
      .where('policyId', '=', policyId)
      .executeTakeFirst();
  /** The policy as the caller may see it (404 otherwise); an account named beside it must be the policy's. */
  const policyFor = async (principal: Principal, policyId: string, accountId?: unknown) => {
    const policy = await store.get(principal, policyId);
    if (accountId !== undefined && accountId !== '' && accountId !== policy.accountId)
      throw notFound(store.resource.label);
    return policy;
  };

  app.get(`${BILLING}/get-installment`, { config: { ...read, answerSchema: quoteAnswer }, schema }, async (request) => {
    const policy = await policyFor(principalOf(request), policyIdOf(query(request).policyId));
    return policyFinancingQuote(policy, terms(), dateOf(query(request).date, policy));
  });

  app.get(`${BILLING}/finance`, { config: { ...read, answerSchema: availabilityAnswer }, schema }, async (request) => {
    const policy = await policyFor(principalOf(request), policyIdOf(query(request).policyId), query(request).accountId);
    await requireAgencyDetails(db, policy.agencyId, region);
    const plan = await planOf(String(policy.id));
    const offered = terms();
    // An outside financer's plan (POST /finance) names its own financer and APR.
    const planTerms = (plan ? (typeof plan.terms === 'string' ? JSON.parse(plan.terms) : plan.terms) : {}) as ApiRecord;
    return {
      policyId: policy.id,
      available: !plan && !policy.isPaid,
      isPremiumFinanced: !!plan,
      isPaid: !!policy.isPaid,
      financerName: planTerms.financerName ?? offered.financerName,
      apr: planTerms.apr ?? offered.apr,
      plan: plan ? { ...(plan.terms as ApiRecord), signature: plan.signature, acceptedAt: plan.created } : null,
    };
  });

  // The plan the policy is financed under, as agreed: the accepted quote with its signature, or an outside financer's.
  app.get(`${BILLING}/agreement`, { config: { ...read, answerSchema: agreementAnswer }, schema }, async (request) => {
    const policy = await policyFor(principalOf(request), policyIdOf(query(request).policyId), query(request).accountId);
    const plan = await planOf(String(policy.id));
    if (!plan) throw new ApiError(404, NO_AGREEMENT);
    const agreed = (typeof plan.terms === 'string' ? JSON.parse(plan.terms) : plan.terms) as ApiRecord;
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      financeQuoteNumber: plan.financeQuoteNumber,
      financerName: agreed.financerName ?? terms().financerName,
      outsideFinancer: plan.financeQuoteNumber === null,
      signature: plan.signature,
      email: plan.email,
      agreedAt: plan.created,
      terms: agreed,
    };
  });

  app.post(
    `${BILLING}/create/premiumFinance`,
    {
      config: { permission: POLICY_FINANCE, bodySchema: acceptBody, answerSchema: acceptedAnswer, answerStatus: 201 },
      schema,
    },
    async (request, reply) => {
      const { value, errors } = validateWithSchema(acceptBody, request.body);
      if (errors.length) throw invalid(errors);
      const policyId = policyIdOf(value.policyId);
      const signature = (value.fullName ?? value.signature) as string | undefined;
      if (!signature) throw invalid([{ field: 'fullName', detail: FULL_NAME_REQUIRED }]);
      const principal = principalOf(request);
      const policy = await policyFor(principal, policyId, value.accountId);
      await requireAgencyDetails(db, policy.agencyId, region);
      const quote = policyFinancingQuote(policy, terms(), dateOf(value.date, policy));
      if (COMPARED.some(([sent, ours]) => value[sent] !== undefined && value[sent] !== quote[ours]))
        throw new ApiError(409, FIGURES_CHANGED);
      const email = (value.email as string | undefined) ?? null;
      await store.act(principal, policyId, acceptance(quote, signature, email, principal), {});
      const plan = await planOf(policyId);
      reply.code(201);
      return { ...quote, signature, email, acceptedAt: plan?.created };
    },
  );
}

/** The acceptance as an action of the policy: refused when paid or already financed; writes the plan row. */
function acceptance(
  quote: PolicyFinancingQuote,
  signature: string,
  email: string | null,
  principal: Principal,
): ResourceAction {
  return {
    name: 'premiumFinance',
    permission: POLICY_FINANCE,
    async effect({ trx, record }) {
      if (record.isPaid) throw new ApiError(409, ALREADY_PAID);
      const existing = await trx
        .selectFrom('policyFinancing')
        .select('id')
        .where('policyId', '=', record.id as string)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, ALREADY_FINANCED);
      await childRows(trx, 'policyFinancing', 'policyId', String(record.id)).add({
        financeQuoteNumber: quote.financeQuoteNumber,
        terms: JSON.stringify(quote),
        signature,
        email,
        acceptedBy: principal.userId,
      });
      return {};
    },
  };
}
