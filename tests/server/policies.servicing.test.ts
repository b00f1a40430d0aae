/**
 * Policy servicing on both databases: mute renewal reminders (with the spec's product path), open for
 * renewal and opt out, the policyholder contact, and a midterm endorsement re-priced by the rater within the spec's
 * date limits (14 days back, 30 ahead; staff jumped in are not limited), listed by the midterm list paths. Every
 * one is an action of the machine: permission, tenancy, from-state, history.
 */
import { daysFromToday } from '../../src/shared/dates/today';
import { FIXED_INPUT, FIXED_PREMIUM, FIXED_PREMIUM_AT_3M } from '../support/handWorkedPremium';
import { DEMO, forEachDatabase, jwtPayload } from './support/databases';

const API = '/api/policy/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
const detailOf = (json: { errors?: { field: string; detail: string }[] }, field: string) =>
  json.errors?.find((e) => e.field === field)?.detail;

forEachDatabase('policy servicing', (ctx) => {
  let staff: string;
  /** Alpha's Agency Admin: every policy of the agency. */
  let agent: string;
  let beta: string;
  let owner: string;

  beforeAll(async () => {
    [staff, agent, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
  });

  /** One of Alpha's policies in the given statuses, in policy number order (which no test changes). */
  const alphaPolicy = async (skip: number, statuses = 'IN FORCE,ISSUED') => {
    const page = await ctx.request('GET', `${API}/search?f[status][in]=${statuses}&sort=policyNumber,asc&size=10`, {
      token: agent,
    });
    expect(page.json.content.length).toBeGreaterThan(skip);
    return page.json.content[skip];
  };
  /** Active policies no endorsement test touches. */
  const servicedPolicy = (skip: number) => alphaPolicy(skip, 'CANCEL REQUESTED,CANCEL PENDING,IN REINSTATEMENT PERIOD');

  /**
   * A P250 policy priced at the hand-worked premium (limit 2,000,000), for a 365-day term that began 100 days ago,
   * with a total premium of 4,328.33 + 150 broker fee = 4,478.33.
   */
  const pricedPolicy = async (skip = 0) => {
    const policy = await alphaPolicy(skip);
    const rated = await ctx.request('POST', '/api/rater/v1/calculator', { token: staff, body: FIXED_INPUT });
    expect(rated.status).toBe(200);
    const rating = {
      input: FIXED_INPUT,
      ratingVersion: rated.json.ratingVersion,
      totalPremium: rated.json.totalPremium,
      calculator: rated.json.input,
    };
    const written = await ctx.request('PUT', `${API}/${policy.id}`, {
      token: staff,
      body: {
        product: 'P250',
        effectiveDate: daysFromToday(-100),
        endDate: daysFromToday(265),
        totalPremium: 4478.33,
        brokerFee: 150,
        details: { premium: FIXED_PREMIUM, rating },
      },
    });
    expect(written.status, JSON.stringify(written.json)).toBe(200);
    return written.json;
  };

  it('endorses a policy midterm: the rater re-prices the new limit and the rest of the term is charged pro rata', async () => {
    const policy = await pricedPolicy();
    const endorsed = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), limit: 3_000_000, version: policy.version },
    });
    expect(endorsed.status, JSON.stringify(endorsed.json)).toBe(200);
    // (5,313.40 − 4,328.33) × 265 / 365 = 985.07 × 0.7260… = 715.19; total 4,478.33 + 715.19.
    expect(endorsed.json.totalPremium).toBe(5193.52);
    expect(endorsed.json.status).toBe('IN FORCE');
    expect(endorsed.json.details.premium).toBe(FIXED_PREMIUM_AT_3M);

    const list = await ctx.request('GET', `${API}/midterm/list/${policy.policyNumber}`, { token: agent });
    expect(list.status).toBe(200);
    expect(list.json.totalElements).toBe(1);
    expect(list.json.content[0]).toMatchObject({
      number: `${policy.policyNumber}-E1`,
      effectiveDate: daysFromToday(0),
      changes: { limit: { from: 2_000_000, to: 3_000_000 } },
      annualPremiumBefore: FIXED_PREMIUM,
      annualPremiumAfter: FIXED_PREMIUM_AT_3M,
      additionalPremium: 715.19,
      totalPremiumAfter: 5193.52,
      by: DEMO.alphaAdmin,
    });
    expect(
      (await ctx.request('GET', `${API}/P250/midterm/list/${policy.policyNumber}`, { token: agent })).json
        .totalElements,
    ).toBe(1);
    const wrongProduct = await ctx.request('GET', `${API}/P100/midterm/list/${policy.policyNumber}`, { token: agent });
    expect(wrongProduct.status).toBe(400);
    expect(fields(wrongProduct.json)).toEqual(['productType']);
    expect((await ctx.request('GET', `${API}/midterm/list/${policy.policyNumber}`, { token: beta })).status).toBe(404);

    // Back to 2,000,000 from the same day: the premium added is returned.
    const back = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), limit: 2_000_000 },
    });
    expect(back.json.totalPremium).toBe(4478.33);
    const history = await ctx.request('GET', `${API}/${policy.id}/history`, { token: staff });
    const actions = (history.json.content ?? history.json).map((entry: { action: string }) => entry.action);
    expect(actions.filter((action: string) => action === 'endorse')).toHaveLength(2);
  });

  it('keeps a user who is not jumped in within 14 days back and 30 days ahead; staff jumped in are not limited', async () => {
    const policy = await pricedPolicy(1);
    const early = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(-15), limit: 3_000_000 },
    });
    expect(early.status).toBe(400);
    expect(detailOf(early.json, 'effectiveDate')).toBe('The endorsement date cannot be more than 14 days in the past.');
    const late = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: staff,
      body: { effectiveDate: daysFromToday(31), limit: 3_000_000 },
    });
    expect(late.status).toBe(400);
    expect(detailOf(late.json, 'effectiveDate')).toBe('The endorsement date cannot be more than 30 days ahead.');
    expect(
      (
        await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
          token: agent,
          body: { effectiveDate: daysFromToday(-14), limit: 3_000_000, deductible: 50_000 },
        })
      ).status,
    ).toBe(200);

    const jump = await ctx.request('POST', `/api/auth/v1/jump/${policy.agencyId}/jtoken`, { token: staff });
    const jumped = (await ctx.request('POST', `/api/auth/v1/admin/enter/${jump.json.token}`)).json
      .accessToken as string;
    expect(jwtPayload(jumped).act).toBeTruthy();
    const longAgo = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: jumped,
      body: { effectiveDate: daysFromToday(-60), limit: 2_000_000 },
    });
    expect(longAgo.status, JSON.stringify(longAgo.json)).toBe(200);
    // Still within the policy period.
    const beforeTerm = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: jumped,
      body: { effectiveDate: daysFromToday(-101), limit: 3_000_000 },
    });
    expect(detailOf(beforeTerm.json, 'effectiveDate')).toBe('The endorsement date must fall within the policy period.');
  });

  it('refuses an endorsement that changes nothing, a bad body, another agency, a policyholder and a cancelled policy', async () => {
    const policy = await pricedPolicy(2);
    const same = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), limit: 2_000_000 },
    });
    expect(same.status).toBe(400);
    expect(fields(same.json)).toEqual(['limit']);
    const noDate = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { limit: 3_000_000 },
    });
    expect(detailOf(noDate.json, 'effectiveDate')).toBe('Endorsement Date is required');
    expect(
      (
        await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
          token: beta,
          body: { effectiveDate: daysFromToday(0), limit: 3_000_000 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
          token: owner,
          body: { effectiveDate: daysFromToday(0), limit: 3_000_000 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.request('PUT', `${API}/cancel/${policy.id}`, { token: agent, body: { reason: 'Insured Request' } }))
        .status,
    ).toBe(200);
    const cancelled = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), limit: 3_000_000 },
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.detail).toContain('CANCELLED');
  });

  it('refuses to endorse a policy with no rating to re-price', async () => {
    const policy = await alphaPolicy(3);
    const refused = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), limit: 3_000_000 },
    });
    expect(refused.status).toBe(409);
  });

  it('adds a coverage line midterm: the rater prices it in and the rest of the term is charged pro rata', async () => {
    const policy = await pricedPolicy(4);
    // Bricking (line 14, load 0.02) is not in the POPULAR preset: coverage factor 1.58 + 0.02 = 1.60, so
    // 1,667.5 × 1.45 × 1.60 × 1.10 × 1.03 = 4,383.1238 → 4,383.12; (4,383.12 − 4,328.33) × 265 / 365 = 39.78.
    const added = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), coverages: { '14': { selected: true } }, version: policy.version },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.details.premium).toBe(4383.12);
    expect(added.json.totalPremium).toBe(4518.11);
    const entry = added.json.details.endorsements.at(-1);
    expect(entry).toMatchObject({
      changes: { 'coverages.14': { from: { selected: false }, to: { selected: true } } },
      annualPremiumBefore: FIXED_PREMIUM,
      annualPremiumAfter: 4383.12,
      additionalPremium: 39.78,
    });
    expect(added.json.details.rating.calculator.coverages['14'].selected).toBe(true);

    // Naming it again as it is changes nothing; an unknown line and a mandatory line left out are refused by name.
    const same = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), coverages: { '14': { selected: true } } },
    });
    expect([same.status, fields(same.json)]).toEqual([400, ['limit']]);
    const unknown = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), coverages: { '999': { selected: true } } },
    });
    expect(unknown.status).toBe(400);
    expect(fields(unknown.json).some((field) => field.startsWith('coverages'))).toBe(true);

    // Taken off again from the same day: the premium added is returned.
    const removed = await ctx.request('POST', `${API}/${policy.id}/endorsement`, {
      token: agent,
      body: { effectiveDate: daysFromToday(0), coverages: { '14': { selected: false } } },
    });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(removed.json.details.premium).toBe(FIXED_PREMIUM);
    expect(removed.json.totalPremium).toBe(4478.33);
  });

  it('mutes renewal reminders on the spec path, naming the product, and unmutes them', async () => {
    const policy = await servicedPolicy(0);
    const wrong = await ctx.request(
      'POST',
      `${API}/${policy.id}/mute-renewal-reminders/${policy.product === 'P100' ? 'P250' : 'P100'}`,
      { token: agent },
    );
    expect(wrong.status).toBe(400);
    expect(fields(wrong.json)).toEqual(['productType']);
    const muted = await ctx.request('POST', `${API}/${policy.id}/mute-renewal-reminders/${policy.product}`, {
      token: agent,
    });
    expect(muted.status).toBe(200);
    expect(muted.json.details.renewalReminders).toMatchObject({ muted: true, by: DEMO.alphaAdmin });
    const unmuted = await ctx.request('POST', `${API}/${policy.id}/mute-renewal-reminders`, {
      token: agent,
      body: { mute: false },
    });
    expect(unmuted.json.details.renewalReminders.muted).toBe(false);
    expect(
      (await ctx.request('POST', `${API}/${policy.id}/mute-renewal-reminders/${policy.product}`, { token: beta }))
        .status,
    ).toBe(404);
  });

  it('opens a policy for renewal and opts it out again (each idempotent), as its history shows', async () => {
    const policy = await servicedPolicy(1);
    const opened = await ctx.request('PUT', `${API}/${policy.id}/open-for-renewal`, {
      token: agent,
      body: { description: 'Client asked' },
    });
    expect(opened.status).toBe(200);
    expect(opened.json.isOpenForRenewal).toBe(true);
    const listed = await ctx.request('GET', `${API}/search?f[isOpenForRenewal][in]=true&f[id][in]=${policy.id}`, {
      token: agent,
    });
    expect(listed.json.totalElements).toBe(1);
    expect(
      (await ctx.request('PUT', `${API}/${policy.id}/open-for-renewal`, { token: agent })).json.isOpenForRenewal,
    ).toBe(true);
    const out = await ctx.request('POST', `${API}/optout/${policy.id}`, { token: agent });
    expect(out.json.isOpenForRenewal).toBe(false);
    expect(
      (await ctx.request('GET', `${API}/search?f[isOpenForRenewal][in]=true&f[id][in]=${policy.id}`, { token: agent }))
        .json.totalElements,
    ).toBe(0);
    expect((await ctx.request('PUT', `${API}/${policy.id}/open-for-renewal`, { token: beta })).status).toBe(404);
    const history = (await ctx.request('GET', `${API}/${policy.id}/history`, { token: agent })).json;
    expect(history.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual([
      'renewal-opt-out',
      'open-for-renewal',
      'open-for-renewal',
    ]);
  });

  it('updates the policyholder contact: all four fields required, names letters and spaces only', async () => {
    const policy = await servicedPolicy(2);
    const empty = await ctx.request('PUT', `${API}/${policy.id}/contact`, { token: agent, body: {} });
    expect(empty.status).toBe(400);
    expect(fields(empty.json).sort()).toEqual([
      'customerEmail',
      'customerFirstName',
      'customerLastName',
      'customerPhone',
    ]);
    expect(detailOf(empty.json, 'customerFirstName')).toBe('First Name is required');
    const bad = await ctx.request('PUT', `${API}/${policy.id}/contact`, {
      token: agent,
      body: { customerFirstName: 'J0hn', customerLastName: 'Doe', customerEmail: 'nope', customerPhone: '12' },
    });
    expect(fields(bad.json).sort()).toEqual(['customerEmail', 'customerFirstName', 'customerPhone']);
    const body = {
      customerFirstName: 'Jane',
      customerLastName: 'Roe',
      customerEmail: 'jane.roe@example.com',
      customerPhone: '+1 512 555 0100',
    };
    const updated = await ctx.request('PUT', `${API}/${policy.id}/contact`, { token: agent, body });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject(body);
    expect((await ctx.request('GET', `${API}/${policy.id}`, { token: staff })).json).toMatchObject(body);
  });

  it('publishes the servicing actions in the machine', async () => {
    const { json } = await ctx.request('GET', `${API}/statuses`, { token: agent });
    const byName = Object.fromEntries(json.actions.map((a: { action: string }) => [a.action, a]));
    expect(byName.endorse).toMatchObject({
      method: 'POST',
      path: `${API}/:id/endorsement`,
      from: ['ISSUED', 'IN FORCE'],
      to: null,
      permission: 'policy:endorse',
    });
    expect(byName['renewal-opt-out']).toMatchObject({ method: 'POST', path: `${API}/optout/:id` });
    expect(byName['update-contact'].permission).toBe('policy:service');
    expect(byName['mute-renewal-reminders'].path).toBe(`${API}/:id/mute-renewal-reminders`);
  });
});
