/**
 * The specifications' API paths ("the spec's paths are the contract"): every path a client written
 * against spec 000 §7.2 and spec 001 §7 calls for what is built, with the spec's method and shape, walked as
 * that client would, and the tenancy of the new paths that take ids. Our own aliases are covered elsewhere.
 */
import { sql } from 'kysely';
import { JUMP_UNSUPPORTED } from '../../src/server/auth/jumpRoutes';
import { CURRENT_PASSWORD_WRONG } from '../../src/server/auth/passwordChangeRoute';
import { DEMO, DEMO_PASSWORD, forEachDatabase } from './support/databases';

const AUTH = '/api/auth/v1';
const HOOKS = '/api/webhook/v1';
const LICENSES = '/api/agency/v1/license';
const AGENT_LICENSES = '/api/agency/v1/agent/license';
const NEW_PASSWORD = 'Harbour-Lights-42';

const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
const names = (json: { content: { name: string }[] }) => json.content.map((r) => r.name).sort();

forEachDatabase('the spec API paths', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let alphaId: string;
  let betaId: string;
  let agentId: string;
  let eastId: string;
  let westId: string;

  const idOf = async (table: 'accounts' | 'users' | 'teams', column: string, value: string) =>
    (
      (await ctx.db
        .selectFrom(table)
        .select('id')
        .where(column as never, '=', value as never)
        .executeTakeFirstOrThrow()) as { id: string }
    ).id;

  beforeAll(async () => {
    [staff, alpha, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
    ]);
    alphaId = await idOf('accounts', 'hostname', 'alpha');
    betaId = await idOf('accounts', 'hostname', 'beta');
    agentId = await idOf('users', 'email', DEMO.alphaAgent);
    eastId = await idOf('teams', 'name', 'Alpha East');
    westId = await idOf('teams', 'name', 'Alpha West');
  });

  describe('webhooks (/api/webhook/v1)', () => {
    it('POST createHook {companyName} creates with generated credentials; GET lists it; PUT {id, …} edits it', async () => {
      const created = await ctx.request('POST', `${HOOKS}/createHook`, {
        token: alpha,
        body: { companyName: 'Spec Path Hooks' },
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ companyName: 'Spec Path Hooks', agencyId: alphaId });
      expect(created.json.clientId).toMatch(/^[A-Za-z0-9]{32}$/);

      const listed = await ctx.request('GET', `${HOOKS}?page=0&size=25&search=*spec path*&sort=companyName,asc`, {
        token: alpha,
      });
      expect(listed.status).toBe(200);
      expect(listed.json.content.map((h: { id: string }) => h.id)).toEqual([created.json.id]);
      expect(listed.json.totalElements).toBe(1);
      expect((await ctx.request('GET', `${HOOKS}/?search=*spec path*`, { token: alpha })).json.totalElements).toBe(1);

      const put = await ctx.request('PUT', HOOKS, {
        token: alpha,
        body: {
          id: created.json.id,
          clientId: 'C'.repeat(32),
          clientSecret: 's2'.repeat(16),
          webhookUrl: 'https://example.test/spec-hook',
        },
      });
      expect(put.status).toBe(200);
      const stored = await ctx.db
        .selectFrom('webhooks')
        .select(['clientId', 'clientSecret', 'webhookUrl', 'version'])
        .where('id', '=', created.json.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        clientId: 'C'.repeat(32),
        clientSecret: 's2'.repeat(16),
        webhookUrl: 'https://example.test/spec-hook',
        version: 2,
      });
    });

    it('PUT without an id is a 400 naming id; another agency cannot PUT or list the webhook', async () => {
      const mine = (
        await ctx.request('POST', `${HOOKS}/createHook`, { token: alpha, body: { companyName: 'Alpha Only Hooks' } })
      ).json;
      const noId = await ctx.request('PUT', HOOKS, { token: alpha, body: { webhookUrl: 'https://example.test/x' } });
      expect(noId.status).toBe(400);
      expect(fields(noId.json)).toEqual(['id']);

      const foreign = await ctx.request('PUT', HOOKS, {
        token: beta,
        body: { id: mine.id, webhookUrl: 'https://evil.test/hook' },
      });
      expect(foreign.status).toBe(404);
      const after = await ctx.db
        .selectFrom('webhooks')
        .select(['webhookUrl', 'version'])
        .where('id', '=', mine.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ webhookUrl: null, version: 1 });
      const theirs = await ctx.request('GET', `${HOOKS}?size=100`, { token: beta });
      expect(theirs.json.content.some((h: { agencyId: string }) => h.agencyId === alphaId)).toBe(false);
    });
  });

  describe('licences (/api/agency/v1)', () => {
    it('GET license/search/ and agent/license/search/ answer with the trailing slash, reading the plain state parameter', async () => {
      const agency = await ctx.request('GET', `${LICENSES}/search/?state=TX`, { token: alpha });
      expect(agency.status).toBe(200);
      expect(agency.json.content.map((l: { state: string; agencyId: string }) => [l.state, l.agencyId])).toEqual([
        ['TX', alphaId],
      ]);
      const agent = await ctx.request('GET', `${AGENT_LICENSES}/search/`, { token: alpha });
      expect(agent.status).toBe(200);
      const alphaAgentLicences = await ctx.db
        .selectFrom('agentLicenses')
        .select('id')
        .where('agencyId', '=', alphaId)
        .execute();
      expect(agent.json.totalElements).toBe(alphaAgentLicences.length);
    });

    it('PUT license and PUT agent/license {id, …} change the licence the body names, and no other agency’s', async () => {
      const licence = await ctx.db
        .selectFrom('agencyLicenses')
        .select(['id', 'number'])
        .where('agencyId', '=', alphaId)
        .where('state', '=', 'CA')
        .executeTakeFirstOrThrow();
      const put = await ctx.request('PUT', LICENSES, { token: alpha, body: { id: licence.id, number: 'ALP CA 9999' } });
      expect(put.status).toBe(200);
      expect(
        (
          await ctx.db
            .selectFrom('agencyLicenses')
            .select('number')
            .where('id', '=', licence.id)
            .executeTakeFirstOrThrow()
        ).number,
      ).toBe('ALP CA 9999');
      expect(
        (await ctx.request('PUT', LICENSES, { token: beta, body: { id: licence.id, number: 'BETA 1' } })).status,
      ).toBe(404);
      expect(
        (
          await ctx.db
            .selectFrom('agencyLicenses')
            .select('number')
            .where('id', '=', licence.id)
            .executeTakeFirstOrThrow()
        ).number,
      ).toBe('ALP CA 9999');

      const agentLicence = await ctx.db
        .selectFrom('agentLicenses')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('state', '=', 'TX')
        .executeTakeFirstOrThrow();
      const agentPut = await ctx.request('PUT', AGENT_LICENSES, {
        token: alpha,
        body: { id: agentLicence.id, number: 'AG ALP TX 7777' },
      });
      expect(agentPut.status).toBe(200);
      expect(
        (
          await ctx.db
            .selectFrom('agentLicenses')
            .select('number')
            .where('id', '=', agentLicence.id)
            .executeTakeFirstOrThrow()
        ).number,
      ).toBe('AG ALP TX 7777');
      expect(
        (await ctx.request('PUT', AGENT_LICENSES, { token: beta, body: { id: agentLicence.id, number: 'BETA 2' } }))
          .status,
      ).toBe(404);
    });

    it('GET agent/license/searchall lists every agent licence the caller may see, in one page', async () => {
      const all = await ctx.request('GET', `${AGENT_LICENSES}/searchall`, { token: alpha });
      expect(all.status).toBe(200);
      const stored = await ctx.db.selectFrom('agentLicenses').select('id').where('agencyId', '=', alphaId).execute();
      expect(all.json.totalElements).toBe(stored.length);
      expect(all.json.content.map((l: { id: string }) => l.id).sort()).toEqual(stored.map((l) => l.id).sort());
    });

    it("GET agent/license/{state} answers that state's agent licences, within the caller's agency", async () => {
      const ca = await ctx.request('GET', `${AGENT_LICENSES}/CA`, { token: alpha });
      expect(ca.status).toBe(200);
      const stored = await ctx.db
        .selectFrom('agentLicenses')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('state', '=', 'CA')
        .execute();
      expect(stored.length).toBeGreaterThan(0);
      expect(ca.json.content.map((l: { id: string }) => l.id).sort()).toEqual(stored.map((l) => l.id).sort());
      expect(ca.json.content.every((l: { state: string }) => l.state === 'CA')).toBe(true);
      // Beta's agents hold CO licences; Alpha sees none of them, staff see Beta's.
      expect((await ctx.request('GET', `${AGENT_LICENSES}/CO`, { token: alpha })).json.totalElements).toBe(0);
      const co = await ctx.request('GET', `${AGENT_LICENSES}/co`, { token: staff });
      expect(co.json.totalElements).toBeGreaterThan(0);
      expect(
        co.json.content.every((l: { state: string; agencyId: string }) => l.state === 'CO' && l.agencyId === betaId),
      ).toBe(true);
      // A licence id on the same path is still the record.
      expect((await ctx.request('GET', `${AGENT_LICENSES}/${stored[0].id}`, { token: alpha })).json.id).toBe(
        stored[0].id,
      );
    });

    it('GET /api/account/v1/agency/cowbell/surplus/search: staff see every agency’s, narrowed by state; an agency its own', async () => {
      const everyone = await ctx.request('GET', '/api/account/v1/agency/cowbell/surplus/search?size=100', {
        token: staff,
      });
      expect(everyone.status).toBe(200);
      const agencies = new Set(everyone.json.content.map((l: { agencyId: string }) => l.agencyId));
      expect(agencies.has(alphaId) && agencies.has(betaId)).toBe(true);
      const la = await ctx.request('GET', `/api/account/v1/agency/cowbell/surplus/search?state=LA&agencyId=${betaId}`, {
        token: staff,
      });
      expect(la.json.content.map((l: { surplusLicenseNumber: string }) => l.surplusLicenseNumber)).toEqual([
        'SL LA BET 501',
      ]);
      const own = await ctx.request('GET', '/api/account/v1/agency/cowbell/surplus/search', { token: alpha });
      expect(own.json.totalElements).toBeGreaterThan(0);
      expect(own.json.content.every((l: { agencyId: string }) => l.agencyId === alphaId)).toBe(true);
    });
  });

  describe('roles (/api/auth/v1)', () => {
    it('GET permissions/map groups every permission by area, as roles/permissions/map does', async () => {
      const map = await ctx.request('GET', `${AUTH}/permissions/map`, { token: staff });
      expect(map.status).toBe(200);
      expect(map.json.webhook.sort()).toEqual(['create', 'delete', 'read', 'update']);
      expect(map.json).toEqual((await ctx.request('GET', `${AUTH}/roles/permissions/map`, { token: staff })).json);
    });

    it('GET roles?size=1000&sortBy=name&sortOrder=asc lists every role by name', async () => {
      const { status, json } = await ctx.request('GET', `${AUTH}/roles?size=1000&sortBy=name&sortOrder=asc`, {
        token: staff,
      });
      expect(status).toBe(200);
      const count = await ctx.db
        .selectFrom('roles')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      expect(json.totalElements).toBe(count.n);
      expect(json.content).toHaveLength(count.n);
      const listed = json.content.map((r: { name: string }) => r.name);
      // Both databases order text by code point here ("TSM" before "Technician").
      expect(listed).toEqual([...listed].sort());
      const descending = await ctx.request('GET', `${AUTH}/roles?size=1000&sortBy=name&sortOrder=desc`, {
        token: staff,
      });
      expect(descending.json.content[0].name).toBe(listed[listed.length - 1]);
    });

    it('GET roles/accounttype/{type} answers the roles of that account type only', async () => {
      const { status, json } = await ctx.request('GET', `${AUTH}/roles/accounttype/AGENCY`, { token: staff });
      expect(status).toBe(200);
      expect(json.content.every((r: { accountType: string }) => r.accountType === 'AGENCY')).toBe(true);
      expect(names(json)).toEqual(expect.arrayContaining(['Agency Admin', 'Agent']));
      // An agency sees no other type's roles through it.
      expect(
        (await ctx.request('GET', `${AUTH}/roles/accounttype/PROVIDER`, { token: alpha })).json.totalElements,
      ).toBe(0);
    });
  });

  describe('teams and users (/api/auth/v1)', () => {
    it('GET teams/all, teams/agency/{agencyId} and teams/user/{userId}', async () => {
      const all = await ctx.request('GET', `${AUTH}/teams/all`, { token: alpha });
      expect(all.status).toBe(200);
      expect(names(all.json)).toEqual(['Alpha East', 'Alpha West']);
      expect(names((await ctx.request('GET', `${AUTH}/teams/agency/${alphaId}`, { token: staff })).json)).toEqual([
        'Alpha East',
        'Alpha West',
      ]);
      expect(names((await ctx.request('GET', `${AUTH}/teams/agency/${betaId}`, { token: staff })).json)).toEqual([
        'Beta Main',
      ]);
      expect((await ctx.request('GET', `${AUTH}/teams/agency/${alphaId}`, { token: beta })).json.totalElements).toBe(0);
      expect(fields((await ctx.request('GET', `${AUTH}/teams/agency/not-an-id`, { token: staff })).json)).toEqual([
        'agencyId',
      ]);

      expect(names((await ctx.request('GET', `${AUTH}/teams/user/${agentId}`, { token: alpha })).json)).toEqual([
        'Alpha East',
      ]);
      expect((await ctx.request('GET', `${AUTH}/teams/user/${agentId}`, { token: beta })).status).toBe(404);
    });

    it("PUT users/teams/migrate/{userId} {teamIds} moves the user's teams; another agency gets 404", async () => {
      const foreign = await ctx.request('PUT', `${AUTH}/users/teams/migrate/${agentId}`, {
        token: beta,
        body: { teamIds: [westId] },
      });
      expect(foreign.status).toBe(404);
      const bad = await ctx.request('PUT', `${AUTH}/users/teams/migrate/${agentId}`, {
        token: alpha,
        body: { teamIds: 'west' },
      });
      expect(fields(bad.json)).toEqual(['teamIds']);

      const moved = await ctx.request('PUT', `${AUTH}/users/teams/migrate/${agentId}`, {
        token: alpha,
        body: { teamIds: [westId] },
      });
      expect(moved.status).toBe(200);
      const stored = await ctx.db.selectFrom('userTeams').select('teamId').where('userId', '=', agentId).execute();
      expect(stored.map((t) => t.teamId)).toEqual([westId]);
      expect(names((await ctx.request('GET', `${AUTH}/teams/user/${agentId}`, { token: alpha })).json)).toEqual([
        'Alpha West',
      ]);
      // The agent's next request already works inside its new team.
      const agent = await ctx.login(DEMO.alphaAgent);
      expect(names((await ctx.request('GET', `${AUTH}/teams/all`, { token: agent })).json)).toEqual(['Alpha West']);

      await ctx.request('PUT', `${AUTH}/users/teams/migrate/${agentId}`, { token: alpha, body: { teamIds: [eastId] } });
      expect(
        (await ctx.db.selectFrom('userTeams').select('teamId').where('userId', '=', agentId).execute()).map(
          (t) => t.teamId,
        ),
      ).toEqual([eastId]);
    });

    it('POST /api/account/v1/account/team/{accountId} {teamId} moves a client account into a team', async () => {
      const account = await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('teamId', '=', eastId)
        .orderBy('name')
        .executeTakeFirstOrThrow();
      const foreign = await ctx.request('POST', `/api/account/v1/account/team/${account.id}`, {
        token: beta,
        body: { teamId: westId },
      });
      expect(foreign.status).toBe(404);
      const betaTeam = await idOf('teams', 'name', 'Beta Main');
      const wrongTeam = await ctx.request('POST', `/api/account/v1/account/team/${account.id}`, {
        token: alpha,
        body: { teamId: betaTeam },
      });
      expect(wrongTeam.status).toBe(400);
      expect(fields(wrongTeam.json)).toEqual(['teamId']);

      const moved = await ctx.request('POST', `/api/account/v1/account/team/${account.id}`, {
        token: alpha,
        body: { teamId: westId },
      });
      expect(moved.status).toBe(200);
      expect(moved.json).toMatchObject({ id: account.id, teamId: westId });
      expect(
        (await ctx.db.selectFrom('accounts').select('teamId').where('id', '=', account.id).executeTakeFirstOrThrow())
          .teamId,
      ).toBe(westId);
    });

    it('GET users/all, users/agency and users/claim-handlers', async () => {
      const all = await ctx.request('GET', `${AUTH}/users/all`, { token: alpha });
      expect(all.status).toBe(200);
      const alphaUsers = await ctx.db.selectFrom('users').select('email').where('accountId', '=', alphaId).execute();
      expect(all.json.content.map((u: { email: string }) => u.email).sort()).toEqual(
        alphaUsers.map((u) => u.email).sort(),
      );

      const agencyUsers = await ctx.request('GET', `${AUTH}/users/agency`, { token: staff });
      expect(agencyUsers.status).toBe(200);
      const storedAgencyUsers = await ctx.db
        .selectFrom('users')
        .innerJoin('accounts', 'accounts.id', 'users.accountId')
        .select('users.email')
        .where('accounts.accountType', '=', 'AGENCY')
        .execute();
      expect(agencyUsers.json.content.map((u: { email: string }) => u.email).sort()).toEqual(
        storedAgencyUsers.map((u) => u.email).sort(),
      );
      const betaUsers = await ctx.request('GET', `${AUTH}/users/agency?agencyId=${betaId}`, { token: staff });
      expect(betaUsers.json.content.map((u: { email: string }) => u.email)).toContain(DEMO.betaAdmin);
      expect(betaUsers.json.content.every((u: { accountId: string }) => u.accountId === betaId)).toBe(true);

      const handlers = await ctx.request('GET', `${AUTH}/users/claim-handlers`, { token: staff });
      expect(handlers.status).toBe(200);
      const storedHandlers = await ctx.db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.roleId')
        .select('users.email')
        .where('roles.accountType', '=', 'PROVIDER')
        .where(sql<boolean>`roles.permissions @> '["claim:update"]'::jsonb`)
        .execute();
      expect(storedHandlers.length).toBeGreaterThan(0);
      expect(handlers.json.content.map((u: { email: string }) => u.email).sort()).toEqual(
        storedHandlers.map((u) => u.email).sort(),
      );
      expect((await ctx.request('GET', `${AUTH}/users/claim-handlers`, { token: alpha })).json.totalElements).toBe(0);
    });
  });

  describe('sign-in and session (spec 000 §7.2)', () => {
    it('POST {personaPath}/{accountId}/jtoken gives a jump token that enters the account; a wrong persona path is unsupported', async () => {
      const jump = await ctx.request('POST', `${AUTH}/agency/${alphaId}/jtoken`, { token: staff });
      expect(jump.status).toBe(200);
      expect(jump.json).toMatchObject({ accountName: 'Alpha Insurance Agency', accountType: 'AGENCY' });
      const entered = await ctx.request('POST', `${AUTH}/admin/enter/${jump.json.token}`);
      expect(entered.status).toBe(200);
      const me = await ctx.request('GET', `${AUTH}/users/me`, { token: entered.json.accessToken });
      expect(me.json.account).toMatchObject({ id: alphaId, accountType: 'AGENCY' });
      expect(me.json.ghosting).toBe(true);

      const wrongPersona = await ctx.request('POST', `${AUTH}/customer/${alphaId}/jtoken`, { token: staff });
      expect(wrongPersona.status).toBe(400);
      expect(wrongPersona.json.detail).toBe(JUMP_UNSUPPORTED);
      expect((await ctx.request('POST', `${AUTH}/agency/${betaId}/jtoken`, { token: alpha })).status).toBe(403);
    });

    it('POST accounts/{accountId}/myToken gives a switch token that opens a session in that account', async () => {
      const customerId = (
        await ctx.db.selectFrom('users').select('accountId').where('email', '=', DEMO.owner).executeTakeFirstOrThrow()
      ).accountId;
      const switched = await ctx.request('POST', `${AUTH}/accounts/${customerId}/myToken`, { token: staff });
      expect(switched.status).toBe(200);
      expect(switched.json.accountType).toBe('CUSTOMER');
      const entered = await ctx.request('POST', `${AUTH}/admin/enter/${switched.json.token}`);
      const me = await ctx.request('GET', `${AUTH}/users/me`, { token: entered.json.accessToken });
      expect(me.json.account.id).toBe(customerId);
      expect((await ctx.request('POST', `${AUTH}/accounts/${customerId}/myToken`, { token: alpha })).status).toBe(403);
    });

    it('GET env answers the environment name, cacheable for 30 minutes', async () => {
      const env = await ctx.request('GET', `${AUTH}/env`);
      expect(env.status).toBe(200);
      expect(env.json).toEqual({ envName: 'local', prod: false });
      expect(env.headers['cache-control']).toBe('public, max-age=1800');
    });

    it('GET login/status says whether the token sent is a live session', async () => {
      expect((await ctx.request('GET', `${AUTH}/login/status`)).json).toEqual({ loggedIn: false });
      expect((await ctx.request('GET', `${AUTH}/login/status`, { token: 'not-a-token' })).json).toEqual({
        loggedIn: false,
      });
      const live = await ctx.request('GET', `${AUTH}/login/status`, { token: alpha });
      expect(live.status).toBe(200);
      expect(live.json).toMatchObject({ loggedIn: true, accountType: 'AGENCY', realm: 'ACCOUNT', ghosting: false });
      expect(Date.parse(live.json.expiresAt)).toBeGreaterThan(Date.now());
    });

    it('the /sso browser redirect sends the browser to the login page with the address; a foreign redirectPath is dropped', async () => {
      const sso = await ctx.request(
        'GET',
        `${AUTH}/sso?username=${encodeURIComponent('ann@alpha.demo.test')}&rememberDevice=true&redirectPath=${encodeURIComponent('/agency/quotes')}`,
      );
      expect(sso.status).toBe(302);
      const location = new URL(String(sso.headers.location), 'http://console.test');
      expect(location.pathname).toBe('/login');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        username: 'ann@alpha.demo.test',
        rememberDevice: 'true',
        redirectPath: '/agency/quotes',
      });
      const foreign = await ctx.request(
        'GET',
        `${AUTH}/sso?username=ann%40alpha.demo.test&redirectPath=${encodeURIComponent('//evil.test/x')}`,
      );
      expect(String(foreign.headers.location)).toBe('/login?username=ann%40alpha.demo.test');
    });

    it("POST access {workflowId, accessCode} exchanges a workflow's security code for the flow user's tokens", async () => {
      const workflows = await ctx.request('GET', `${AUTH}/workflows?flowUserEmail=${DEMO.owner}`, { token: staff });
      const workflowId = workflows.json.content[0].id as string;
      await ctx.request('GET', `${AUTH}/wf/access/${workflowId}`);
      const message = await ctx.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', DEMO.owner)
        .where('kind', '=', 'WORKFLOW_CODE')
        .orderBy('created', 'desc')
        .executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';
      expect(
        (
          await ctx.request('POST', `${AUTH}/access`, {
            body: { workflowId, accessCode: code === '000000' ? '111111' : '000000' },
          })
        ).status,
      ).toBe(401);
      const access = await ctx.request('POST', `${AUTH}/access`, { body: { workflowId, accessCode: code } });
      expect(access.status).toBe(200);
      expect((await ctx.request('GET', `${AUTH}/users/me`, { token: access.json.accessToken })).json.email).toBe(
        DEMO.owner,
      );
    });

    it('PUT users/me/password changes the own password: the new one signs in, the old one no longer does', async () => {
      const { accessToken, refreshToken } = await ctx.loginTokens(DEMO.owner);
      const wrong = await ctx.request('PUT', `${AUTH}/users/me/password`, {
        token: accessToken,
        body: { currentPassword: 'Not-The-Password-1', password: NEW_PASSWORD },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.errors).toEqual([{ field: 'currentPassword', detail: CURRENT_PASSWORD_WRONG }]);
      const weak = await ctx.request('PUT', `${AUTH}/users/me/password`, {
        token: accessToken,
        body: { currentPassword: DEMO_PASSWORD, password: 'short' },
      });
      expect(weak.status).toBe(400);
      expect(fields(weak.json)).toContain('password');
      const mismatch = await ctx.request('PUT', `${AUTH}/users/me/password`, {
        token: accessToken,
        body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmedPassword: `${NEW_PASSWORD}x` },
      });
      expect(fields(mismatch.json)).toEqual(['confirmedPassword']);

      const changed = await ctx.request('PUT', `${AUTH}/users/me/password`, {
        token: accessToken,
        body: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmedPassword: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect((await ctx.request('GET', `${AUTH}/users/me`, { token: changed.json.accessToken })).json.email).toBe(
        DEMO.owner,
      );
      expect(
        (await ctx.request('POST', `${AUTH}/login`, { body: { username: DEMO.owner, password: DEMO_PASSWORD } }))
          .status,
      ).toBe(401);
      expect(
        (await ctx.request('POST', `${AUTH}/login`, { body: { username: DEMO.owner, password: NEW_PASSWORD } })).status,
      ).toBe(200);
      // The session that knew the old password is over.
      expect((await ctx.request('POST', `${AUTH}/token/refresh`, { body: { refreshToken } })).status).toBe(401);
    });
  });
});
