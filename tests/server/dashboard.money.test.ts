import { sql } from 'kysely';
import { DEMO, forEachDatabase, jwtPayload } from './support/databases';

const FIGURES = '/api/dashboard/v1/figures';

/** Spec 002 §4, written out here rather than imported from the code under test. */
const ACTIVE = ['IN FORCE', 'ISSUED', 'CANCEL REQUESTED', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'];
const PREMIUM = [...ACTIVE, 'CANCELLED', 'CANCEL TRANSACTION'];
const NOT_QUOTES = ['INVALID', 'DRAFT', 'TEMP'];

forEachDatabase('dashboard money tallies (spec 002 §4)', (ctx) => {
  const agencyFigures = async (email: string) => {
    const token = await ctx.login(email);
    const agency = jwtPayload(token).acc as string;
    const { status, json } = await ctx.request('GET', `${FIGURES}?duration=8`, { token });
    expect(status).toBe(200);
    return { token, agency, json, since: new Date(json.since) };
  };

  const policyRows = (agency: string, since: Date) =>
    ctx.db
      .selectFrom('policies')
      .select(['status', sql<string>`total_premium::text`.as('premium')])
      .where('agencyId', '=', agency)
      .where('modified', '>=', since)
      .execute();
  const quoteRows = (agency: string, since: Date) =>
    ctx.db
      .selectFrom('quotes')
      .select(['status'])
      .where('agencyId', '=', agency)
      .where('modified', '>=', since)
      .execute();
  const cents = (rows: { premium: string | null }[]) =>
    rows.reduce((sum, row) => sum + Math.round(Number(row.premium ?? 0) * 100), 0);

  it('counts active policies over the five active statuses and premium over those plus CANCELLED and CANCEL TRANSACTION', async () => {
    const { json, agency, since } = await agencyFigures(DEMO.alphaAdmin);
    const rows = await policyRows(agency, since);
    const active = rows.filter((row) => ACTIVE.includes(row.status));
    const earning = rows.filter((row) => PREMIUM.includes(row.status));
    // The demo spreads policies over every status: the three sets differ, so a wrong rule shows.
    expect(active.length).toBeGreaterThan(0);
    expect(earning.length).toBeGreaterThan(active.length);
    expect(rows.length).toBeGreaterThan(earning.length);
    expect(json.policies.active).toBe(active.length);
    expect(Math.round(json.policies.premium * 100)).toBe(cents(earning));
    expect(Math.round(json.policies.premium * 100)).toBeLessThan(cents(rows));
  });

  it('reports BOUND quotes as binders and leaves INVALID, DRAFT and TEMP out of the quote total', async () => {
    const { json, agency, since } = await agencyFigures(DEMO.alphaAdmin);
    const rows = await quoteRows(agency, since);
    const bound = rows.filter((row) => row.status === 'BOUND').length;
    expect(bound).toBeGreaterThan(0);
    expect(json.quotes.binders).toBe(bound);
    expect(json.policies.binders).toBeUndefined();
    expect(rows.some((row) => NOT_QUOTES.includes(row.status))).toBe(true);
    expect(json.quotes.total).toBe(rows.filter((row) => !NOT_QUOTES.includes(row.status)).length);
    expect(json.quotes.byStatus.map((row: { status: string }) => row.status)).not.toContain('DRAFT');
  });

  it('moves the tallies when a policy is cancelled: no longer active, still earning premium; voided: neither', async () => {
    const { token, json: before } = await agencyFigures(DEMO.alphaAdmin);
    const page = await ctx.request('GET', '/api/policy/v1/search?f[status][in]=IN FORCE&size=1', { token });
    const policy = page.json.content[0];
    expect(
      (await ctx.request('PUT', `/api/policy/v1/cancel/${policy.id}`, { token, body: { reason: 'Insured Request' } }))
        .status,
    ).toBe(200);
    const { json: cancelled } = await agencyFigures(DEMO.alphaAdmin);
    expect(cancelled.policies.active).toBe(before.policies.active - 1);
    expect(cancelled.policies.premium).toBeCloseTo(before.policies.premium, 2);

    const staff = await ctx.login(DEMO.staff);
    const other = (
      await ctx.request(
        'GET',
        `/api/policy/v1/search?f[status][in]=IN FORCE&f[agencyId][in]=${policy.agencyId}&size=1`,
        { token: staff },
      )
    ).json.content[0];
    expect((await ctx.request('PUT', `/api/policy/v1/void/${other.id}`, { token: staff, body: {} })).status).toBe(200);
    const { json: voided } = await agencyFigures(DEMO.alphaAdmin);
    expect(voided.policies.active).toBe(before.policies.active - 2);
    expect(Math.round(voided.policies.premium * 100)).toBe(
      Math.round((before.policies.premium - Number(other.totalPremium)) * 100),
    );
  });

  it('counts only the agency its caller belongs to', async () => {
    const alpha = await agencyFigures(DEMO.alphaAdmin);
    const beta = await agencyFigures(DEMO.betaAdmin);
    expect(beta.json.quotes.binders).toBe(
      (await quoteRows(beta.agency, beta.since)).filter((row) => row.status === 'BOUND').length,
    );
    expect(Math.round(beta.json.policies.premium * 100)).toBe(
      cents((await policyRows(beta.agency, beta.since)).filter((row) => PREMIUM.includes(row.status))),
    );
    expect(beta.agency).not.toBe(alpha.agency);
  });
});
