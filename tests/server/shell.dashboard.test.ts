import { sql } from 'kysely';
import { DEMO, forEachDatabase } from './support/databases';
import { DEMO_PERSONAS } from '../../src/server/seed/demoPersonas';
import { jwtPayload } from './support/databases';

const FIGURES = '/api/dashboard/v1/figures';

forEachDatabase(
  'dashboard figures, personas and shell calls',
  (ctx) => {
    const directAccountCounts = async (where: (eb: any) => any) => {
      const rows = await ctx.db
        .selectFrom('accounts')
        .select(['status', sql<number>`count(*)::int`.as('count')])
        .where('accountType', '=', 'CUSTOMER')
        .where(where)
        .groupBy('status')
        .orderBy('status')
        .execute();
      return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
    };

    it('gives staff the accounts of every organisation, counted by status as the database counts them', async () => {
      const token = await ctx.login(DEMO.staff);
      const { status, json } = await ctx.request('GET', `${FIGURES}?duration=8`, { token });
      expect(status).toBe(200);
      const expected = await directAccountCounts((eb: any) =>
        eb('modified', '>=', new Date(Date.now() - 90 * 86_400_000)),
      );
      expect(json.accounts.byStatus).toEqual(expected);
      expect(json.accounts.total).toBe(expected.reduce((sum, row) => sum + row.count, 0));
      expect(json.duration).toBe(8);
    });

    it('limits an agency to its own accounts and narrows with the duration', async () => {
      const token = await ctx.login(DEMO.alphaAdmin);
      const agency = jwtPayload(token).acc as string;
      const week = await ctx.request('GET', FIGURES, { token });
      expect(week.json.duration).toBe(5);
      expect(week.json.accounts.byStatus).toEqual(
        await directAccountCounts((eb: any) =>
          eb.and([eb('agencyId', '=', agency), eb('modified', '>=', new Date(Date.now() - 7 * 86_400_000))]),
        ),
      );
      const day = await ctx.request('GET', `${FIGURES}?duration=4`, { token });
      const since = new Date(day.json.since);
      expect(day.json.accounts.byStatus).toEqual(
        await directAccountCounts((eb: any) => eb.and([eb('agencyId', '=', agency), eb('modified', '>=', since)])),
      );
      expect(day.json.accounts.total).toBeLessThan(week.json.accounts.total);
    });

    it('shows a policyholder only its own account', async () => {
      const token = await ctx.login(DEMO.owner);
      const { json } = await ctx.request('GET', FIGURES, { token });
      expect(json.accounts).toEqual({ total: 1, byStatus: [{ status: 'Active Policy', count: 1 }] });
    });

    /**
     * What each demo organisation's dashboard counts (docs/features/organisations.md "What each persona sees"): the figures its business
     * gives it, written out from the demo data (resources/organisations/demo.ts), and none it may not read.
     */
    const SEES: Record<string, { accounts: boolean; quotes: boolean; policies: boolean; claims: boolean }> = {
      DIGITAL: { accounts: true, quotes: true, policies: true, claims: false },
      CLUSTER: { accounts: true, quotes: true, policies: true, claims: false },
      MSSP: { accounts: true, quotes: false, policies: false, claims: false },
      CARRIER: { accounts: false, quotes: false, policies: true, claims: false },
      RE_INSURER: { accounts: false, quotes: false, policies: true, claims: false },
      POOL: { accounts: false, quotes: false, policies: true, claims: false },
      PREMIUM_PROCESSOR: { accounts: false, quotes: false, policies: true, claims: false },
      VENDOR: { accounts: false, quotes: false, policies: false, claims: true },
    };
    it.each(DEMO_PERSONAS.map((p) => [p.accountType, p.email]))(
      'signs in the %s demo user, whose dashboard counts its own business',
      async (accountType, email) => {
        const token = await ctx.login(email);
        expect(jwtPayload(token).accType).toBe(accountType);
        const me = await ctx.request('GET', '/api/auth/v1/users/me', { token });
        expect(me.json.account.accountType).toBe(accountType);
        const { status, json } = await ctx.request('GET', `${FIGURES}?duration=8`, { token });
        expect(status).toBe(200);
        const sees = SEES[accountType];
        expect(json.accounts.total > 0).toBe(sees.accounts);
        expect(json.quotes !== undefined && json.quotes.total > 0).toBe(sees.quotes);
        expect(json.policies !== undefined && json.policies.byStatus.length > 0).toBe(sees.policies);
        expect(json.claims?.total ?? 0).toBe(sees.claims ? 1 : 0);
        expect((await ctx.request('GET', '/api/account/v1/account/search', { token })).status).toBe(
          sees.accounts ? 200 : 403,
        );
      },
    );

    it('refuses the figures without a session', async () => {
      expect((await ctx.request('GET', FIGURES)).status).toBe(401);
    });

    it('answers the console version to a signed-in caller only', async () => {
      expect((await ctx.request('GET', '/api/console-version')).status).toBe(401);
      const { status, json } = await ctx.request('GET', '/api/console-version', { token: await ctx.login(DEMO.staff) });
      expect(status).toBe(200);
      expect(typeof json.v).toBe('string');
      const deployed = await ctx.request('GET', '/latest-deployment-time');
      expect(Number.isNaN(Date.parse(deployed.json.latestDeploymentTime))).toBe(false);
    });

    it('keeps UI settings per user', async () => {
      const staff = await ctx.login(DEMO.staff);
      const agent = await ctx.login(DEMO.alphaAgent);
      expect((await ctx.request('GET', '/api/console/v1/ui-settings', { token: staff })).status).toBe(204);
      const saved = await ctx.request('PUT', '/api/console/v1/ui-settings', {
        token: staff,
        body: { version: 10, settings: { theme: 'dark' } },
      });
      expect(saved.status).toBe(200);
      expect((await ctx.request('GET', '/api/console/v1/ui-settings', { token: staff })).json).toEqual({
        version: 10,
        settings: { theme: 'dark' },
      });
      expect((await ctx.request('GET', '/api/console/v1/ui-settings', { token: agent })).status).toBe(204);
      expect(
        (await ctx.request('PUT', '/api/console/v1/ui-settings', { token: agent, body: { settings: {} } })).status,
      ).toBe(400);
    });

    it('tells the console its feature flags and environment', async () => {
      const { json } = await ctx.request('GET', '/api/config');
      expect(json.featureFlags.incident_banner).toBe(true);
      expect(json.featureFlags.ukEnvironmentEnabled).toBe(false);
      expect(json.featureFlags.auEnvironmentEnabled).toBe(true);
      expect(json.prod).toBe(false);
      expect(json.envName).toBe('local');
    });
  },
  { env: { FEATURE_FLAGS: 'incident_banner,ukEnvironmentEnabled,auEnvironmentEnabled' } },
);
