/**
 * The quote cart and the quote request (spec 002 §3 "Quote cart", §5 verify rules, §9 cart limit):
 * verify answers the spec's reasons, the licence check names the missing licence, entries are priced by the
 * rater (the same premium POST /api/rater/v1/calculator answers), an account holds at most 5, another agency
 * never sees, removes or submits an entry (404), and submitting makes READY / REFERRED quotes and empties the cart.
 *
 * Demo data used (seeded): agent@alpha.demo.test (team Alpha East) holds a current TX licence and a lapsed IL one;
 * Alpine Dental Group (TX, Open), Union Dental Group (IL, Open), Cedar Dental Group (profile score 2),
 * Evergreen Dental Group (Declined), Pioneer Logistics (TX, Open), Alpine Logistics (team Alpha West),
 * Alphanumeric Systems (Beta, MA).
 */
import { DEMO, forEachDatabase } from './support/databases';

const QUOTE = '/api/quote/v1';
const CART = `${QUOTE}/cart`;
const CALCULATOR = '/api/rater/v1/calculator';
const LIMIT_MESSAGE = 'You have reached 5 request limit, please delete one to add another variation!';
const NEEDS_MORE = 'Account needs more information to enable Request Quote';
const NOT_ELIGIBLE = 'Account is not eligible to Request Quote';
const NO_AGENT = 'No data present';

forEachDatabase('quote cart and quote request', (ctx) => {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const asAgent = (method: string, url: string, body?: unknown) =>
    ctx.request(method, url, { token: tokens.agent, body });
  const asBeta = (method: string, url: string, body?: unknown) =>
    ctx.request(method, url, { token: tokens.beta, body });
  const add = (token: string, accountId: string, calculator: Record<string, unknown>, product = 'P100') =>
    ctx.request('POST', `${QUOTE}/${product}/cart/account`, { token, body: { accountId, calculator } });
  const cartOf = async (token: string, accountId: string) =>
    (await ctx.request('GET', `${CART}?accountId=${accountId}`, { token })).json;
  const rated = async (input: Record<string, unknown>) =>
    (await ctx.request('POST', CALCULATOR, { token: tokens.agent, body: input })).json;

  beforeAll(async () => {
    tokens.agent = await ctx.login(DEMO.alphaAgent);
    tokens.admin = await ctx.login(DEMO.alphaAdmin);
    tokens.beta = await ctx.login(DEMO.betaAdmin);
    tokens.staff = await ctx.login(DEMO.staff);
    const names = [
      'Alpine Dental Group',
      'Union Dental Group',
      'Cedar Dental Group',
      'Evergreen Dental Group',
      'Pioneer Logistics',
      'Alpine Logistics',
      'Alphanumeric Systems',
    ];
    for (const row of await ctx.db.selectFrom('accounts').select(['id', 'name']).where('name', 'in', names).execute())
      ids[row.name] = row.id;
    expect(Object.keys(ids).sort()).toEqual([...names].sort());
  });

  describe('verify', () => {
    it('an Open account with a profile score of 4 or more and an agency is eligible, and shows its state, industry and revenue', async () => {
      const { status, json } = await asAgent('GET', `${QUOTE}/P100/verify/${ids['Alpine Dental Group']}`);
      expect(status).toBe(200);
      expect(json).toMatchObject({ eligible: true, reasons: [] });
      expect(json.account).toMatchObject({
        id: ids['Alpine Dental Group'],
        name: 'Alpine Dental Group',
        state: 'TX',
        status: 'Open',
        naicsCode: 621210,
        revenue: 3_500_000,
      });
      expect(json.account.profileScore).toBeGreaterThanOrEqual(4);
    });

    it("answers the spec's reasons: a low profile score, a status other than Open / Quoted / Active Policy, no agent", async () => {
      const cedar = await asAgent('GET', `${QUOTE}/P100/verify/${ids['Cedar Dental Group']}`);
      expect(cedar.json).toMatchObject({ eligible: false, reasons: [NEEDS_MORE] });
      expect(cedar.json.account.profileScore).toBeLessThan(4);
      const declined = await asAgent('GET', `${QUOTE}/P100/verify/${ids['Evergreen Dental Group']}`);
      expect(declined.json).toMatchObject({
        eligible: false,
        reasons: [NOT_ELIGIBLE],
        account: { status: 'Declined' },
      });
      // An account without an agency has no agent to produce it.
      const orphan = await ctx.request('POST', '/api/account/v1/account', {
        token: tokens.staff,
        body: {
          name: `No Agency ${ctx.kind} Co`,
          country: 'US',
          address1: '1 Main Street',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          status: 'Open',
          profileScore: 7,
        },
      });
      expect(orphan.status, orphan.text).toBe(201);
      const noAgent = await ctx.request('GET', `${QUOTE}/P100/verify/${orphan.json.id}`, { token: tokens.staff });
      expect(noAgent.json).toMatchObject({ eligible: false, reasons: [NO_AGENT] });
    });

    it("another agency's or another team's account answers 404; an unrated product 400 naming productType", async () => {
      expect((await asBeta('GET', `${QUOTE}/P100/verify/${ids['Alpine Dental Group']}`)).status).toBe(404);
      expect((await asAgent('GET', `${QUOTE}/P100/verify/${ids['Alpine Logistics']}`)).status).toBe(404);
      const unrated = await asAgent('GET', `${QUOTE}/PRIME_CLOUD/verify/${ids['Alpine Dental Group']}`);
      expect(unrated.status).toBe(400);
      expect(unrated.json.errors.map((e: { field: string }) => e.field)).toEqual(['productType']);
    });
  });

  describe('licence', () => {
    it("the agent's current TX licence covers a TX account", async () => {
      const { status, json } = await asAgent('GET', `${QUOTE}/P100/license/${ids['Alpine Dental Group']}`);
      expect(status).toBe(200);
      expect(json).toEqual({ licensed: true, state: 'TX', holder: 'agent' });
    });

    it("the agent's lapsed IL licence does not: the message names the licence and the state, with the page to add one", async () => {
      const { json } = await asAgent('GET', `${QUOTE}/P100/license/${ids['Union Dental Group']}`);
      expect(json).toEqual({
        licensed: false,
        state: 'IL',
        holder: 'agent',
        message: 'No unexpired agent licence for IL: add one to request quotes for accounts in IL.',
        addPath: '/agency/agentLicenses/create',
      });
      // The agency admin quotes under the agency's licences, which hold none for IL either.
      const admin = await ctx.request('GET', `${QUOTE}/P100/license/${ids['Union Dental Group']}`, {
        token: tokens.admin,
      });
      expect(admin.json).toMatchObject({
        licensed: false,
        holder: 'agency',
        message: 'No unexpired agency licence for IL: add one to request quotes for accounts in IL.',
        addPath: '/agency/agencyLicenses/create',
      });
    });

    it('adding to the cart of an account in IL is refused with 403 and the message, and stores nothing', async () => {
      const refused = await add(tokens.agent, ids['Union Dental Group'], { limit: 1_000_000 });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(
        'No unexpired agent licence for IL: add one to request quotes for accounts in IL.',
      );
      expect(refused.json.addPath).toBe('/agency/agentLicenses/create');
      expect((await cartOf(tokens.agent, ids['Union Dental Group'])).totalElements).toBe(0);
    });

    it('an agent licence renewed for IL lets the agent add', async () => {
      const agent = await ctx.db
        .selectFrom('users')
        .select(['id', 'accountId'])
        .where('email', '=', DEMO.alphaAgent)
        .executeTakeFirstOrThrow();
      const future = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
      const renewed = await ctx.request('POST', '/api/agency/v1/agent/license', {
        token: tokens.admin,
        body: {
          agentId: agent.id,
          agencyId: agent.accountId,
          npn: '7700999',
          number: `AG ALP IL ${ctx.kind}`,
          state: 'IL',
          expirationDate: future,
        },
      });
      expect(renewed.status, renewed.text).toBe(201);
      const added = await add(tokens.agent, ids['Union Dental Group'], {});
      expect(added.status, added.text).toBe(201);
      expect((await ctx.request('DELETE', `${CART}/${added.json.id}`, { token: tokens.agent })).status).toBe(200);
      await ctx.request('DELETE', `/api/agency/v1/agent/license/${renewed.json.id}`, { token: tokens.admin });
    });
  });

  describe('the cart', () => {
    const variations = [
      { naicsCode: 621210, state: 'TX', revenue: 3_500_000, limit: 1_000_000, preset: 2 },
      { naicsCode: 621210, state: 'TX', revenue: 3_500_000, limit: 2_000_000, deductible: 50_000, preset: 3 },
    ];

    it('adds variations priced by the server: the premium the calculator answers for the same input', async () => {
      for (const variation of variations) {
        const calculator = { product: 'P100', ...variation };
        const added = await add(tokens.agent, ids['Alpine Dental Group'], calculator);
        expect(added.status, added.text).toBe(201);
        const expected = await rated(calculator);
        expect(added.json).toMatchObject({
          accountId: ids['Alpine Dental Group'],
          product: 'P100',
          referToUnderwriter: expected.referToUnderwriter,
          totalPremium: expected.totalPremium,
        });
        expect(added.json.quoteNumber).toEqual(expect.any(String));
        expect(added.json.calculatorGeneratedData).toMatchObject({
          totalPremium: expected.totalPremium,
          aggregateLimit: variation.limit,
          presets: variation.preset,
          referToUnderwriter: expected.referToUnderwriter,
          effectiveDate: expected.input.effectiveDate,
        });
        expect(added.json.rating.breakdown).toEqual(expected.breakdown);
        expect(added.json.rating.ratingVersion).toBe(expected.ratingVersion);
      }
    });

    it('leaves out of the calculator what the account knows: its state, industry and revenue', async () => {
      const added = await add(tokens.agent, ids['Alpine Dental Group'], { limit: 1_500_000 });
      expect(added.status, added.text).toBe(201);
      const expected = await rated({
        product: 'P100',
        naicsCode: 621210,
        state: 'TX',
        revenue: 3_500_000,
        limit: 1_500_000,
      });
      expect(added.json.totalPremium).toBe(expected.totalPremium);
      expect((await ctx.request('DELETE', `${CART}/${added.json.id}`, { token: tokens.agent })).json).toEqual({});
    });

    it('lists the account cart; another agency sees none of it and cannot remove an entry (404)', async () => {
      const mine = await cartOf(tokens.agent, ids['Alpine Dental Group']);
      expect(mine.totalElements).toBe(2);
      expect(
        mine.content.map(
          (e: { calculatorGeneratedData: { aggregateLimit: number } }) => e.calculatorGeneratedData.aggregateLimit,
        ),
      ).toEqual([1_000_000, 2_000_000]);
      const theirs = await ctx.request('GET', `${CART}?accountId=${ids['Alpine Dental Group']}`, {
        token: tokens.beta,
      });
      expect(theirs.status).toBe(200);
      expect(theirs.json.content).toEqual([]);
      expect(
        (await ctx.request('GET', CART, { token: tokens.beta })).json.content.map((e: { id: string }) => e.id),
      ).not.toContain(mine.content[0].id);
      expect((await asBeta('DELETE', `${CART}/${mine.content[0].id}`)).status).toBe(404);
      expect((await asBeta('GET', `${CART}/entries/${mine.content[0].id}`)).status).toBe(404);
      expect((await add(tokens.beta, ids['Alpine Dental Group'], variations[0])).status).toBe(404);
      expect((await cartOf(tokens.agent, ids['Alpine Dental Group'])).totalElements).toBe(2);
    });

    it('refuses an account verify refuses (400 with the reason) and a bad calculator (400 naming calculator.<field>)', async () => {
      const cedar = await add(tokens.agent, ids['Cedar Dental Group'], variations[0]);
      expect(cedar.status).toBe(400);
      expect(cedar.json.message).toBe(NEEDS_MORE);
      const bad = await add(tokens.agent, ids['Alpine Dental Group'], { ...variations[0], limit: 1_234_567 });
      expect(bad.status).toBe(400);
      expect(bad.json.errors.map((e: { field: string }) => e.field)).toContain('calculator.limit');
      const otherState = await add(tokens.agent, ids['Alpine Dental Group'], { ...variations[0], state: 'CA' });
      expect(otherState.json.errors.map((e: { field: string }) => e.field)).toEqual(['calculator.state']);
    });

    it("holds 5 entries per account: the 6th is refused with the spec's message; after a removal one more fits", async () => {
      const account = ids['Pioneer Logistics'];
      const base = { naicsCode: 484110, revenue: 9_000_000 };
      for (let i = 0; i < 5; i += 1)
        expect((await add(tokens.agent, account, { ...base, limit: 1_000_000 + i * 500_000 })).status).toBe(201);
      const sixth = await add(tokens.agent, account, { ...base, limit: 5_000_000 });
      expect(sixth.status).toBe(400);
      expect(sixth.json.message).toBe(LIMIT_MESSAGE);
      expect(sixth.json.errors).toEqual([{ field: 'accountId', detail: LIMIT_MESSAGE }]);
      const cart = await cartOf(tokens.agent, account);
      expect(cart.totalElements).toBe(5);
      expect((await ctx.request('DELETE', `${CART}/${cart.content[0].id}`, { token: tokens.agent })).status).toBe(200);
      expect((await add(tokens.agent, account, { ...base, limit: 5_000_000 })).status).toBe(201);
      expect((await add(tokens.agent, account, { ...base, limit: 5_000_000 })).json.message).toBe(LIMIT_MESSAGE);
    });
  });

  describe('submitting the cart', () => {
    it("another agency cannot submit Alpha's entries (404), and they stay", async () => {
      const entries = (await cartOf(tokens.agent, ids['Alpine Dental Group'])).content.map((e: { id: string }) => e.id);
      expect((await asBeta('POST', CART, { accountId: ids['Alpine Dental Group'], quoteIds: entries })).status).toBe(
        404,
      );
      expect((await asBeta('POST', CART, { accountId: ids['Alphanumeric Systems'], quoteIds: entries })).status).toBe(
        404,
      );
      expect((await cartOf(tokens.agent, ids['Alpine Dental Group'])).totalElements).toBe(2);
    });

    it('makes quotes READY, or REFERRED when the rating refers to the underwriter, with the premium, and empties the cart', async () => {
      const account = ids['Alpine Dental Group'];
      const referral = {
        product: 'P250',
        naicsCode: 541511,
        state: 'TX',
        revenue: 3_500_000,
        preset: 2,
        coverages: { 27: { selected: true }, 47: { selected: true } },
      };
      const referred = await add(tokens.agent, account, referral, 'P250');
      expect(referred.status, referred.text).toBe(201);
      expect((await rated(referral)).referToUnderwriter).toBe(true);
      const entries = (await cartOf(tokens.agent, account)).content as {
        id: string;
        quoteNumber: string;
        totalPremium: number;
        referToUnderwriter: boolean;
        rating: { breakdown: unknown; ratingVersion: string };
      }[];
      expect(entries).toHaveLength(3);

      const submitted = await asAgent('POST', CART, {
        accountId: account,
        quoteIds: entries.map((e) => e.id),
        agentFirstName: 'Alex',
        agentLastName: 'Agent',
        agentEmail: DEMO.alphaAgent,
      });
      expect(submitted.status, submitted.text).toBe(200);
      expect(submitted.json.failures).toEqual([]);
      expect(submitted.json.quotes).toHaveLength(3);
      for (const entry of entries) {
        const quote = submitted.json.quotes.find((q: { quoteNumber: string }) => q.quoteNumber === entry.quoteNumber);
        expect(quote).toMatchObject({
          status: entry.referToUnderwriter ? 'REFERRED' : 'READY',
          totalPremium: entry.totalPremium,
        });
        const shown = await asAgent('GET', `${QUOTE}/${quote.id}`);
        expect(shown.status).toBe(200);
        expect(shown.json).toMatchObject({
          accountId: account,
          status: quote.status,
          totalPremium: entry.totalPremium,
          premium: entry.totalPremium,
          ratingVersion: entry.rating.ratingVersion,
          agentEmail: DEMO.alphaAgent,
        });
        expect(shown.json.rating.breakdown).toEqual(entry.rating.breakdown);
      }
      expect(submitted.json.quotes.map((q: { status: string }) => q.status).sort()).toEqual([
        'READY',
        'READY',
        'REFERRED',
      ]);
      const listed = await asAgent('GET', `${QUOTE}/search?size=50&f[accountId][in]=${account}`);
      expect(listed.json.content.map((q: { quoteNumber: string }) => q.quoteNumber)).toEqual(
        expect.arrayContaining(entries.map((e) => e.quoteNumber)),
      );
      expect((await cartOf(tokens.agent, account)).totalElements).toBe(0);
      expect(
        (await ctx.request('GET', `${QUOTE}/search?size=50&f[accountId][in]=${account}`, { token: tokens.beta })).json
          .content,
      ).toEqual([]);
    });

    it('checks the licence again on submit: an entry of an account whose licence lapsed since is refused with 403', async () => {
      const account = ids['Pioneer Logistics'];
      const entries = (await cartOf(tokens.agent, account)).content.map((e: { id: string }) => e.id);
      const agent = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO.alphaAgent)
        .executeTakeFirstOrThrow();
      const licence = await ctx.db
        .selectFrom('agentLicenses')
        .select(['id', 'expirationDate'])
        .where('agentId', '=', agent.id)
        .where('state', '=', 'TX')
        .executeTakeFirstOrThrow();
      await ctx.db
        .updateTable('agentLicenses')
        .set({ expirationDate: '2020-01-01' })
        .where('id', '=', licence.id)
        .execute();
      try {
        const refused = await asAgent('POST', CART, { accountId: account, quoteIds: entries });
        expect(refused.status).toBe(403);
        expect(refused.json.message).toBe(
          'No unexpired agent licence for TX: add one to request quotes for accounts in TX.',
        );
        expect((await cartOf(tokens.agent, account)).totalElements).toBe(5);
      } finally {
        const kept =
          licence.expirationDate instanceof Date
            ? licence.expirationDate.toISOString().slice(0, 10)
            : licence.expirationDate;
        await ctx.db.updateTable('agentLicenses').set({ expirationDate: kept }).where('id', '=', licence.id).execute();
      }
    });

    it("teams named on a submission must be the agent's own, of the account's agency: another answers 400 naming it, and the cart stays", async () => {
      const account = ids['Alpine Dental Group'];
      expect((await add(tokens.agent, account, { limit: 1_000_000 })).status).toBe(201);
      const entries = (await cartOf(tokens.agent, account)).content.map((e: { id: string }) => e.id);
      const agent = await ctx.db
        .selectFrom('users')
        .innerJoin('userTeams', 'userTeams.userId', 'users.id')
        .select(['userTeams.teamId', 'users.accountId'])
        .where('users.email', '=', DEMO.alphaAgent)
        .execute();
      const own = String(agent[0]!.teamId);
      const others = await ctx.db
        .selectFrom('teams')
        .select(['id', 'agencyId'])
        .where(
          'id',
          'not in',
          agent.map((row) => String(row.teamId)),
        )
        .execute();
      const alphaNotMine = others.find((team) => team.agencyId === agent[0]!.accountId)!;
      const betaTeam = others.find((team) => team.agencyId !== agent[0]!.accountId)!;
      for (const foreign of [alphaNotMine, betaTeam]) {
        const refused = await asAgent('POST', CART, {
          accountId: account,
          quoteIds: entries,
          teamIds: [own, String(foreign.id)],
        });
        expect(refused.status, refused.text).toBe(400);
        expect(refused.json.errors).toEqual([{ field: 'teamIds.1', detail: 'Please select a Team' }]);
      }
      expect((await cartOf(tokens.agent, account)).totalElements).toBe(entries.length);
    });

    it('a body without quoteIds answers 400 naming quoteIds', async () => {
      const bad = await asAgent('POST', CART, { accountId: ids['Pioneer Logistics'] });
      expect(bad.status).toBe(400);
      expect(bad.json.errors.map((e: { field: string }) => e.field)).toContain('quoteIds');
    });
  });
});
