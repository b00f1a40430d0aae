/**
 * The Rater API (spec 002 §7 "Rater") on both databases: the calculator answers the hand-worked premium with
 * its breakdown and rating version, a limit change moves it by the limit factor, bad input is a 400 naming the
 * field, and only roles holding rater:read may use it (a policyholder gets 403).
 */
import { FIXED_BREAKDOWN, FIXED_INPUT, FIXED_PREMIUM, FIXED_PREMIUM_AT_3M } from '../support/handWorkedPremium';
import { DEMO, forEachDatabase } from './support/databases';

const RATER = '/api/rater/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('rater API', (ctx) => {
  let agent: string;
  let staff: string;
  let owner: string;

  beforeAll(async () => {
    [agent, staff, owner] = await Promise.all([
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.staff),
      ctx.login(DEMO.owner),
    ]);
  });

  it('prices the fixed input at the hand-worked premium, with a breakdown that multiplies back to it', async () => {
    const { status, json } = await ctx.request('POST', `${RATER}/calculator`, { token: agent, body: FIXED_INPUT });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({
      product: 'P250',
      ratingVersion: 'P250/v1',
      currency: 'USD',
      totalPremium: FIXED_PREMIUM,
      referToUnderwriter: false,
      irpmModifier: 1.03,
    });
    expect(json.breakdown.map((line: { factor: string; value: number }) => [line.factor, line.value])).toEqual(
      FIXED_BREAKDOWN,
    );
    const product = json.breakdown.reduce((total: number, line: { value: number }) => total * line.value, 1);
    expect(Math.round(product * 100) / 100).toBe(FIXED_PREMIUM);
    expect(json.input).toMatchObject({
      preset: 2,
      limit: 2_000_000,
      deductible: 25_000,
      waitingPeriod: 12,
      retroActivePeriod: -1,
    });
    expect(json.input.coverages['8']).toMatchObject({ selected: true, limit: 100_000 }); // public relations: 5 % of 2,000,000
  });

  it('a limit change changes the premium by the limit factor, nothing else', async () => {
    const at2m = await ctx.request('POST', `${RATER}/calculator`, { token: agent, body: FIXED_INPUT });
    const at3m = await ctx.request('POST', `${RATER}/calculator`, {
      token: agent,
      body: { ...FIXED_INPUT, limit: 3_000_000 },
    });
    expect(at3m.json.totalPremium).toBe(FIXED_PREMIUM_AT_3M);
    const factor = (json: { breakdown: { factor: string; value: number }[] }, name: string) =>
      json.breakdown.find((line) => line.factor === name)?.value;
    expect([factor(at2m.json, 'limit'), factor(at3m.json, 'limit')]).toEqual([1.45, 1.78]);
    const others = (json: { breakdown: { factor: string }[] }) =>
      json.breakdown.filter((line) => line.factor !== 'limit');
    expect(others(at3m.json)).toEqual(others(at2m.json));
  });

  it('refuses bad input with a 400 naming each field, by the body schema and by the calculator rules', async () => {
    const shape = await ctx.request('POST', `${RATER}/calculator`, {
      token: agent,
      body: { product: 'P250', naicsCode: 'abc', revenue: -5, limit: '2000000', coverages: { x: { selected: true } } },
    });
    expect(shape.status).toBe(400);
    expect(fields(shape.json)).toEqual(expect.arrayContaining(['naicsCode', 'state', 'revenue', 'limit', 'coverages']));
    const rules = await ctx.request('POST', `${RATER}/calculator`, {
      token: agent,
      body: { ...FIXED_INPUT, limit: 2_200_000, waitingPeriod: 7, irpm: { drPlanning: -30 } },
    });
    expect(rules.status).toBe(400);
    expect(rules.json.errors).toEqual([
      { field: 'limit', detail: 'Limit must be between 1,000,000 and 5,000,000 in steps of 500,000' },
      { field: 'waitingPeriod', detail: 'Waiting Period must be one of 6, 8, 12, 24 hours' },
      { field: 'irpm.drPlanning', detail: 'Invalid' },
    ]);
    const unavailable = await ctx.request('POST', `${RATER}/calculator`, {
      token: agent,
      body: { ...FIXED_INPUT, naicsCode: 722511, coverages: { 27: { selected: true }, 47: { selected: true } } },
    });
    expect(unavailable.json.errors).toEqual([{ field: 'coverages.27', detail: 'Not Available For Industry / State!' }]);
    const security = await ctx.request('POST', `${RATER}/calculator`, {
      token: agent,
      body: { ...FIXED_INPUT, preset: 3, securityAnswers: { isVerifyingBankAccounts: 'NO', backupFrequency: 'NEVER' } },
    });
    expect(security.status, 'a preset loses the lines the answers rule out').toBe(200);
    expect([security.json.input.coverages['13'].selected, security.json.input.coverages['20'].selected]).toEqual([
      false,
      false,
    ]);
    const unsold = await ctx.request('POST', `${RATER}/calculator`, {
      token: agent,
      body: { ...FIXED_INPUT, product: 'P100', state: 'NY' },
    });
    expect(unsold.json.errors).toEqual([{ field: 'state', detail: 'State Not Supported' }]);
    expect(
      (await ctx.request('POST', `${RATER}/calculator`, { token: agent, body: { ...FIXED_INPUT, product: 'ZSP' } }))
        .json.errors,
    ).toEqual([{ field: 'product', detail: 'Product ZSP has no rater' }]);
  });

  it('serves presets, rules per industry and options per state on the spec’s paths', async () => {
    const presets = await ctx.request('GET', `${RATER}/presets?product=P250`, { token: agent });
    expect(presets.json.content.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
      [1, 'BASIC'],
      [2, 'POPULAR'],
      [3, 'ELITE'],
    ]);
    const all = await ctx.request('GET', `${RATER}/presets`, { token: agent });
    expect(new Set(all.json.content.map((p: { product: string }) => p.product))).toEqual(new Set(['P100', 'P250']));

    const elite = await ctx.request('GET', `${RATER}/presets/541511/ELITE?product=P250&state=CA`, { token: agent });
    expect(elite.json).toMatchObject({ preset: 3, presetName: 'ELITE', ratingVersion: 'P250/v1' });
    expect(elite.json.calculator.global).toMatchObject({
      preset: 3,
      limit: 1_000_000,
      deductible: 25_000,
      waitingPeriod: 12,
      retroActivePeriod: -1,
    });
    expect(elite.json.calculator.coverages['20'].selected).toBe(true);
    expect(
      (await ctx.request('GET', `${RATER}/presets/541511/9?product=P250&state=CA`, { token: agent })).json.errors[0]
        .field,
    ).toBe('preset');
    expect(
      (await ctx.request('GET', `${RATER}/presets/5x/2?product=P250&state=CA`, { token: agent })).json.errors[0].field,
    ).toBe('naicsCode');

    const rules = await ctx.request('GET', `${RATER}/rules/722511?product=P250&state=CA`, { token: agent });
    const tech = rules.json.coverages.find((c: { key: string }) => c.key === 'TECH_ENO');
    expect(tech).toMatchObject({ id: 27, group: 5, available: false, tooltip: 'Not Available For Industry / State!' });
    expect(
      rules.json.coverages
        .filter((c: { group: number }) => c.group === 1)
        .map((c: { key: string; mandatory: boolean; locked: boolean }) => [c.key, c.mandatory, c.locked]),
    ).toEqual([
      ['LIABILITY', true, true],
      ['PCI', true, true],
      ['REGULATORY', true, true],
    ]);
    expect((await ctx.request('GET', `${RATER}/rules/722511?product=P250`, { token: agent })).json.errors).toEqual([
      { field: 'state', detail: 'State is a required field' },
    ]);

    const ny = await ctx.request('GET', `${RATER}/rules/globals/NY?product=P250`, { token: agent });
    expect(ny.json).toMatchObject({
      limits: { min: 1_000_000, max: 5_000_000, step: 500_000, default: 1_000_000 },
      deductibles: [2_500, 5_000, 10_000, 25_000, 50_000, 100_000],
      defaultDeductible: 25_000,
      waitingPeriods: [6, 8, 12, 24],
      waitingPeriodUnit: 'hours',
      defaultWaitingPeriod: 12,
      defaultRetroPeriod: -1,
    });
    expect((await ctx.request('GET', `${RATER}/rules/globals/NY`, { token: agent })).json.errors).toEqual([
      { field: 'state', detail: 'State Not Supported' },
    ]);
  });

  it('computes the IRPM modifier within the state’s bounds', async () => {
    const ok = await ctx.request('POST', `${RATER}/irpm`, {
      token: staff,
      body: { state: 'CA', companyStability: 5, drPlanning: -2, irpmNote: 'well run' },
    });
    expect(ok.json).toMatchObject({ irpmModifier: 1.03, bounds: { min: -25, max: 25 } });
    expect(ok.json.characteristics.find((c: { field: string }) => c.field === 'companyStability')).toEqual({
      field: 'companyStability',
      value: 5,
      kind: 'DEBIT',
    });
    const ny = await ctx.request('POST', `${RATER}/irpm`, {
      token: staff,
      body: { state: 'NY', product: 'P250', companyStability: 20, dcmPractices: 'x' },
    });
    expect(ny.status).toBe(400);
    expect(fields(ny.json)).toEqual(['dcmPractices']);
    const bound = await ctx.request('POST', `${RATER}/irpm`, {
      token: staff,
      body: { state: 'NY', product: 'P250', companyStability: 20 },
    });
    expect(bound.json.errors).toEqual([{ field: 'companyStability', detail: 'Invalid' }]);
  });

  it('lists every product of the catalogue, rated or not', async () => {
    const { json } = await ctx.request('GET', `${RATER}/all-raters`, { token: agent });
    const byCode = Object.fromEntries(json.content.map((p: { product: string }) => [p.product, p]));
    expect(byCode.P250).toMatchObject({
      displayName: 'Prime 250',
      rated: true,
      versions: [1],
      ratingVersion: 'P250/v1',
    });
    expect(byCode.P100.states).not.toContain('NY');
    expect(byCode.PRIME_CLOUD).toMatchObject({ displayName: 'Prime Cloud', rated: false, ratingVersion: null });
    expect(json.totalElements).toBe(15);
  });

  it('is refused to a policyholder (403) and to no one signed in (401)', async () => {
    expect((await ctx.request('POST', `${RATER}/calculator`, { token: owner, body: FIXED_INPUT })).status).toBe(403);
    expect((await ctx.request('GET', `${RATER}/presets`, { token: owner })).status).toBe(403);
    expect((await ctx.request('POST', `${RATER}/calculator`, { body: FIXED_INPUT })).status).toBe(401);
    expect((await ctx.request('GET', `${RATER}/presets`, { token: staff })).status).toBe(200);
  });
});
