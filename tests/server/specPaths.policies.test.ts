/**
 * The policy family's spec read paths on both databases (resources/policies/specPaths): the P250 detail and details
 * (the priced cover named and ordered from the rating file), the dashboard tallies and the premium search agreeing
 * with the caller's own list, and the extended reporting period's eligibility before and after a cancellation;
 * another agency's policy is 404 and its lists hold none of it.
 */
import { DEMO, forEachDatabase, jwtPayload } from './support/databases';

const POLICIES = '/api/policy/v1';
const ACTIVE = ['ISSUED', 'IN FORCE', 'CANCEL REQUESTED', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'];
const EARNED = [...ACTIVE, 'CANCELLED', 'CANCEL TRANSACTION'];
const cents = (amounts: number[]) =>
  Math.round(amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0)) / 100;

forEachDatabase('the policy spec read paths', (ctx) => {
  let alpha: string;
  let beta: string;
  let staff: string;

  type Policy = { id: string; product: string; status: string; totalPremium: number | null; policyNumber: string };
  const alphaPolicies = async (): Promise<Policy[]> =>
    (await ctx.request('GET', `${POLICIES}/search?size=1000`, { token: alpha })).json.content;

  beforeAll(async () => {
    [alpha, beta, staff] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.staff),
    ]);
  });

  it('GET P250/{id} answers a P250 policy, 404 for another product and for another agency', async () => {
    const policies = await alphaPolicies();
    const p250 = policies.find((policy) => policy.product === 'P250')!;
    const other = policies.find((policy) => policy.product !== 'P250')!;
    const got = await ctx.request('GET', `${POLICIES}/P250/${p250.id}`, { token: alpha });
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ id: p250.id, policyNumber: p250.policyNumber, product: 'P250' });
    expect((await ctx.request('GET', `${POLICIES}/P250/${other.id}`, { token: alpha })).status).toBe(404);
    expect((await ctx.request('GET', `${POLICIES}/P250/${p250.id}`, { token: beta })).status).toBe(404);
  });

  it('GET P250/details/{id} names the priced coverages in the rating file order', async () => {
    const account = jwtPayload(alpha).acc as string;
    const client = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('agencyId', '=', account)
      .where('accountType', '=', 'CUSTOMER')
      .executeTakeFirstOrThrow();
    const rating = {
      ratingVersion: 'P250/v1',
      breakdown: [{ label: 'Base premium', amount: 1000 }],
      calculator: {
        limit: 1_000_000,
        deductible: 10_000,
        coverages: {
          '4': { selected: true, limit: 500_000, deductible: 10_000 },
          '1': { selected: true, limit: 1_000_000, deductible: 10_000 },
          '6': { selected: false, limit: 250_000, deductible: 25_000 },
        },
      },
    };
    const created = await ctx.request('POST', POLICIES, {
      token: staff,
      body: {
        accountId: client.id,
        product: 'P250',
        effectiveDate: '2026-01-01',
        endDate: '2027-01-01',
        totalPremium: 1000,
        details: { rating },
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const details = await ctx.request('GET', `${POLICIES}/P250/details/${created.json.id}`, { token: alpha });
    expect(details.status).toBe(200);
    expect(details.json).toMatchObject({ id: created.json.id, ratingVersion: 'P250/v1', limit: 1_000_000 });
    expect(details.json.coverages).toEqual([
      { id: '1', name: 'Security Breach Liability', selected: true, limit: 1_000_000, deductible: 10_000 },
      { id: '4', name: 'Security Breach Expense (Breach Fund)', selected: true, limit: 500_000, deductible: 10_000 },
      { id: '6', name: 'Extortion Threats and Ransom Payments', selected: false, limit: 250_000, deductible: 25_000 },
    ]);
    expect(details.json.premiumBreakdown).toEqual(rating.breakdown);
    expect((await ctx.request('GET', `${POLICIES}/P250/details/${created.json.id}`, { token: beta })).status).toBe(404);
  });

  it('GET search/dashboard tallies what the caller lists; GET search/premium/ totals the premium it earned', async () => {
    const policies = await alphaPolicies();
    const dashboard = await ctx.request('GET', `${POLICIES}/search/dashboard?duration=8`, { token: alpha });
    expect(dashboard.status).toBe(200);
    expect(dashboard.json.active).toBe(policies.filter((policy) => ACTIVE.includes(policy.status)).length);
    const earned = policies.filter((policy) => EARNED.includes(policy.status));
    expect(dashboard.json.premium).toBe(cents(earned.map((policy) => Number(policy.totalPremium ?? 0))));

    const premium = await ctx.request('GET', `${POLICIES}/search/premium/?size=5`, { token: alpha });
    expect(premium.status).toBe(200);
    expect(premium.json.totalElements).toBe(earned.length);
    expect(premium.json.content).toHaveLength(Math.min(5, earned.length));
    expect(premium.json.totalPremium).toBe(dashboard.json.premium);
    const inForce = await ctx.request('GET', `${POLICIES}/search/premium/?f[status][in]=IN FORCE`, { token: alpha });
    const inForcePolicies = policies.filter((policy) => policy.status === 'IN FORCE');
    expect(inForce.json.totalElements).toBe(inForcePolicies.length);
    expect(inForce.json.totalPremium).toBe(cents(inForcePolicies.map((policy) => Number(policy.totalPremium ?? 0))));

    const betaPremium = await ctx.request('GET', `${POLICIES}/search/premium/?size=1000`, { token: beta });
    const alphaIds = new Set(policies.map((policy) => policy.id));
    expect(betaPremium.json.content.some((policy: Policy) => alphaIds.has(policy.id))).toBe(false);
  });

  it('GET erp/eligibility/{id}: not while the policy is in force; within 60 days once it is cancelled', async () => {
    const policy = (await alphaPolicies()).find((candidate) => candidate.status === 'IN FORCE')!;
    const before = await ctx.request('GET', `${POLICIES}/erp/eligibility/${policy.id}`, { token: alpha });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ policyId: policy.id, eligible: false, endedOn: null });
    expect(before.json.reasons).toEqual([
      'The policy has not ended: an extended reporting period starts when it expires or is cancelled.',
    ]);

    const version = (await ctx.request('GET', `${POLICIES}/${policy.id}`, { token: alpha })).json.version;
    const cancelled = await ctx.request('PUT', `${POLICIES}/cancel/${policy.id}`, {
      token: alpha,
      body: { reason: 'Insured Request', version },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const until = new Date(`${today}T00:00:00Z`);
    until.setUTCDate(until.getUTCDate() + 60);
    const after = await ctx.request('GET', `${POLICIES}/erp/eligibility/${policy.id}`, { token: alpha });
    expect(after.json).toEqual({
      policyId: policy.id,
      eligible: true,
      reasons: [],
      endedOn: today,
      availableUntil: until.toISOString().slice(0, 10),
    });
    expect((await ctx.request('GET', `${POLICIES}/erp/eligibility/${policy.id}`, { token: beta })).status).toBe(404);
  });

  it('POST bor/{policyId}, PUT update/BOR/{id}, PUT bor/{policyId}: a broker-of-record change filed, updated, decided', async () => {
    const policy = (await alphaPolicies()).find((candidate) => candidate.status === 'ISSUED')!;
    const betaId = jwtPayload(beta).acc as string;
    const filed = await ctx.request('POST', `${POLICIES}/bor/${policy.id}`, {
      token: staff,
      body: { agencyId: betaId },
    });
    expect(filed.status, JSON.stringify(filed.json)).toBe(201);
    expect(filed.json).toMatchObject({ policyId: policy.id, toAgencyId: betaId, status: 'PENDING' });
    const updated = await ctx.request('PUT', `${POLICIES}/update/BOR/${filed.json.id}`, {
      token: staff,
      body: { note: 'Signed letter on file' },
    });
    expect([updated.status, updated.json.note]).toEqual([200, 'Signed letter on file']);
    const decided = await ctx.request('PUT', `${POLICIES}/bor/${policy.id}`, {
      token: staff,
      body: { status: 'REJECTED' },
    });
    expect([decided.status, decided.json.status]).toEqual([200, 'REJECTED']);
    const listed = await ctx.request('GET', `${POLICIES}/search/bor-policies`, { token: staff });
    expect(listed.json.content[0]).toMatchObject({ id: filed.json.id, status: 'REJECTED' });
  });
});
