import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const ACCOUNTS = '/api/account/v1/account';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

/** What the agency dashboard's tables (spec 002 §2) ask of the list API: team scopes and the binders' filters. */
forEachDatabase('agency dashboard tables', (ctx) => {
  let admin: string;
  let agent: string;
  let east: string;
  let west: string;

  beforeAll(async () => {
    [admin, agent] = await Promise.all([ctx.login(DEMO.alphaAdmin), ctx.login(DEMO.alphaAgent)]);
    const alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    const teams = await ctx.db.selectFrom('teams').select(['id', 'name']).where('agencyId', '=', alphaId).execute();
    east = teams.find((t) => t.name === 'Alpha East')!.id;
    west = teams.find((t) => t.name === 'Alpha West')!.id;
  });

  const total = async (token: string, path: string) => {
    const { status, json } = await ctx.request('GET', path, { token });
    expect(status).toBe(200);
    return json.totalElements as number;
  };

  it("a team scope widens a list beyond the header's team: MY_AGENCY the whole agency, CURRENT_TEAM the chosen team", async () => {
    for (const base of [QUOTES, ACCOUNTS]) {
      const whole = await total(admin, `${base}/search?size=1`);
      const inEast = await total(admin, `${base}/search?size=1&teamId=${east}`);
      const inWest = await total(admin, `${base}/search?size=1&teamId=${west}`);
      expect(inEast).toBeGreaterThan(0);
      expect(inWest).toBeGreaterThan(0);
      expect(await total(admin, `${base}/search?size=1&teamId=${east}&teamScope=CURRENT_TEAM`)).toBe(inEast);
      expect(await total(admin, `${base}/search?size=1&teamId=${east}&teamScope=MY_AGENCY`)).toBe(whole);
    }
  });

  it("ALL_MY_TEAMS is the user's own teams: an agent of Alpha East never sees Alpha West through it", async () => {
    const ownTeam = await total(agent, `${QUOTES}/search?size=1&teamId=${east}`);
    expect(await total(agent, `${QUOTES}/search?size=1&teamScope=ALL_MY_TEAMS`)).toBe(ownTeam);
    expect(await total(agent, `${QUOTES}/search?size=1&teamScope=MY_AGENCY`)).toBe(ownTeam);
    expect(await total(agent, `${QUOTES}/search?size=1&teamId=${west}&teamScope=ALL_MY_TEAMS`)).toBe(ownTeam);
  });

  it('refuses a team scope that is not one of the three, naming teamScope', async () => {
    const { status, json } = await ctx.request('GET', `${QUOTES}/search?teamScope=EVERYONE`, { token: admin });
    expect(status).toBe(400);
    expect(fields(json)).toEqual(['teamScope']);
  });

  it('binders: quotes in a binder state, by payment (isPaid), soonest effective date first', async () => {
    const binders = `${QUOTES}/search?size=100&sort=effectiveDate,asc&f[status][in]=BOUND,BINDER%20EXPIRED,RESCIND`;
    const all = (await ctx.request('GET', binders, { token: admin })).json;
    expect(all.totalElements).toBeGreaterThan(0);
    const days = all.content.map((q: { effectiveDate: string }) => q.effectiveDate);
    expect([...days].sort()).toEqual(days);
    const paid = (await ctx.request('GET', `${binders}&f[isPaid][in]=true`, { token: admin })).json;
    const unpaid = (await ctx.request('GET', `${binders}&f[isPaid][in]=false`, { token: admin })).json;
    expect(paid.content.every((q: { isPaid: boolean }) => q.isPaid)).toBe(true);
    expect(unpaid.content.every((q: { isPaid: boolean }) => !q.isPaid)).toBe(true);
    expect(paid.totalElements + unpaid.totalElements).toBe(all.totalElements);
  });
});
