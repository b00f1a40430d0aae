import { FOREIGN_AGENCY } from '../../resources/accounts/server';
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const SEARCH = `${ACCOUNTS_API}/search`;
const ALPHA = 'Alpha Insurance Agency';
const BETA = 'Beta Brokers';

interface Row {
  id: string;
  name: string;
  agencyId: string | null;
  agencyName: string | null;
  version: number;
}

const newAccount = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  country: 'US',
  address1: '1 Test Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  ...extra,
});

forEachDatabase('accounts tenancy', (ctx) => {
  const tokens: Record<string, string> = {};
  let alphaId: string;
  let betaId: string;
  /** A Beta account, foreign to Alpha and to the policyholder. */
  let betaAccount: Row;
  /** An Alpha account that is not the policyholder's own. */
  let alphaAccount: Row;
  let ownAccountId: string;

  const list = (who: string, query = '') =>
    ctx.request<{ content: Row[]; totalElements: number }>('GET', `${SEARCH}?size=1000&${query}`, {
      token: tokens[who],
    });
  const row = (id: string) => ctx.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  const countNamed = async (name: string) =>
    (await ctx.db.selectFrom('accounts').select('id').where('name', '=', name).execute()).length;
  const customerCount = async () =>
    (await ctx.db.selectFrom('accounts').select('id').where('accountType', '=', 'CUSTOMER').execute()).length;

  beforeAll(async () => {
    for (const email of Object.values(DEMO)) tokens[email] = await ctx.login(email);
    const agency = (name: string) =>
      ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('name', '=', name)
        .where('accountType', '=', 'AGENCY')
        .executeTakeFirstOrThrow();
    alphaId = (await agency(ALPHA)).id;
    betaId = (await agency(BETA)).id;
    const pick = async (name: string) =>
      (
        await ctx.request('GET', `${SEARCH}?search=*${encodeURIComponent(name)}*`, { token: tokens[DEMO.staff] })
      ).json.content.find((r: Row) => r.name === name) as Row;
    betaAccount = await pick('Alphanumeric Systems');
    alphaAccount = await pick('Alpha Omega Consulting');
    ownAccountId = (
      await ctx.db.selectFrom('accounts').select('id').where('name', '=', 'Customer Demo Co').executeTakeFirstOrThrow()
    ).id;
    expect(betaAccount.agencyId).toBe(betaId);
    expect(alphaAccount.agencyId).toBe(alphaId);
  });

  describe('who sees what', () => {
    it('provider staff see every client account (at least the 103 demo ones), of both agencies', async () => {
      const { status, json } = await list(DEMO.staff);
      expect(status).toBe(200);
      expect(json.totalElements).toBeGreaterThanOrEqual(103);
      expect(json.totalElements).toBe(await customerCount());
      expect(new Set(json.content.map((r) => r.agencyName))).toEqual(new Set([ALPHA, BETA]));
      // Agencies and the provider are organisations too, but never client accounts.
      expect(json.content.map((r) => r.name)).not.toContain(ALPHA);
      expect(json.content.map((r) => r.name)).not.toContain('Adaptive Insurance');
    });

    it.each([
      [DEMO.alphaAdmin, ALPHA],
      [DEMO.betaAdmin, BETA],
    ])('%s sees only the accounts of %s', async (email, agencyName) => {
      const { status, json } = await list(email);
      expect(status).toBe(200);
      const agencyId = agencyName === ALPHA ? alphaId : betaId;
      const expected = await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', agencyId)
        .where('accountType', '=', 'CUSTOMER')
        .execute();
      expect(json.totalElements).toBe(expected.length);
      expect(json.totalElements).toBeGreaterThanOrEqual(51);
      for (const r of json.content) {
        expect(r.agencyName).toBe(agencyName);
        expect(r.agencyId).toBe(agencyId);
      }
    });

    it('the Alpha agent (team realm) sees only the Alpha accounts of its own team, Alpha East', async () => {
      const { status, json } = await list(DEMO.alphaAgent);
      expect(status).toBe(200);
      const east = await ctx.db
        .selectFrom('teams')
        .select('id')
        .where('name', '=', 'Alpha East')
        .executeTakeFirstOrThrow();
      const expected = await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('teamId', '=', east.id)
        .execute();
      expect(json.totalElements).toBe(expected.length);
      expect(json.totalElements).toBeGreaterThanOrEqual(25);
      for (const r of json.content) expect(r.agencyId).toBe(alphaId);
    });

    it('Alpha searching *alpha* finds its own account and never Beta’s "Alphanumeric Systems"', async () => {
      for (const email of [DEMO.alphaAdmin, DEMO.alphaAgent]) {
        const { json } = await list(email, 'search=*alpha*');
        expect(json.content.map((r) => r.name)).toEqual(['Alpha Omega Consulting']);
        expect(json.totalElements).toBe(1);
      }
    });

    it('Beta searching *alpha* finds only "Alphanumeric Systems"', async () => {
      const { json } = await list(DEMO.betaAdmin, 'search=*alpha*');
      expect(json.content.map((r) => r.name)).toEqual(['Alphanumeric Systems']);
      expect(json.totalElements).toBe(1);
    });

    it('an agency cannot widen its view with an agencyId or id filter', async () => {
      const byAgency = await list(DEMO.alphaAdmin, `f[agencyId][in]=${betaId}`);
      expect(byAgency.json).toEqual({ content: [], totalElements: 0 });
      const byId = await list(DEMO.alphaAdmin, `f[id][in]=${betaAccount.id}`);
      expect(byId.json).toEqual({ content: [], totalElements: 0 });
      const ni = await list(DEMO.alphaAdmin, `f[agencyId][ni]=${alphaId}`);
      expect(ni.json.totalElements).toBe(0);
    });

    it('the policyholder sees exactly its own account', async () => {
      const { status, json } = await list(DEMO.owner);
      expect(status).toBe(200);
      expect(json.totalElements).toBe(1);
      expect(json.content.map((r) => r.name)).toEqual(['Customer Demo Co']);
      expect(json.content[0].id).toBe(ownAccountId);
      expect((await list(DEMO.owner, 'search=*alpha*')).json.totalElements).toBe(0);
    });

    it('each reader can GET its own records', async () => {
      expect(
        (await ctx.request('GET', `${ACCOUNTS_API}/${alphaAccount.id}`, { token: tokens[DEMO.alphaAdmin] })).status,
      ).toBe(200);
      expect(
        (await ctx.request('GET', `${ACCOUNTS_API}/${betaAccount.id}`, { token: tokens[DEMO.betaAdmin] })).status,
      ).toBe(200);
      const own = await ctx.request('GET', `${ACCOUNTS_API}/${ownAccountId}`, { token: tokens[DEMO.owner] });
      expect(own.status).toBe(200);
      expect(own.json.name).toBe('Customer Demo Co');
      for (const id of [alphaAccount.id, betaAccount.id, ownAccountId]) {
        expect((await ctx.request('GET', `${ACCOUNTS_API}/${id}`, { token: tokens[DEMO.staff] })).status).toBe(200);
      }
    });
  });

  describe('foreign and malformed ids', () => {
    it.each([
      ['Alpha admin → Beta account', DEMO.alphaAdmin, () => betaAccount.id],
      ['Alpha agent → Beta account', DEMO.alphaAgent, () => betaAccount.id],
      ['Beta admin → Alpha account', DEMO.betaAdmin, () => alphaAccount.id],
      ['policyholder → Alpha account', DEMO.owner, () => alphaAccount.id],
      ['policyholder → Beta account', DEMO.owner, () => betaAccount.id],
    ])('%s: GET and PUT answer 404 and change nothing', async (_label, email, id) => {
      const target = id();
      const before = await row(target);
      const get = await ctx.request('GET', `${ACCOUNTS_API}/${target}`, { token: tokens[email] });
      expect(get.status).toBe(404);
      expect(get.json).toEqual({ status: 404, detail: 'Account not found' });
      const put = await ctx.request('PUT', `${ACCOUNTS_API}/${target}`, {
        token: tokens[email],
        body: { name: 'Taken over' },
      });
      expect(put.status).toBe(404);
      expect(put.json).toEqual(get.json);
      expect(await row(target)).toEqual(before);
    });

    it.each([
      ['Alpha admin → Beta account', DEMO.alphaAdmin, () => betaAccount.id],
      ['Beta admin → Alpha account', DEMO.betaAdmin, () => alphaAccount.id],
    ])('%s: DELETE answers 404 and the record stays', async (_label, email, id) => {
      const target = id();
      const before = await row(target);
      const del = await ctx.request('DELETE', `${ACCOUNTS_API}/${target}`, { token: tokens[email] });
      expect(del.status).toBe(404);
      expect(del.json).toEqual({ status: 404, detail: 'Account not found' });
      expect(await row(target)).toEqual(before);
    });

    it('a foreign id answers exactly like an id that does not exist (no existence leak)', async () => {
      const missing = await ctx.request('GET', `${ACCOUNTS_API}/00000000-0000-4000-8000-000000000000`, {
        token: tokens[DEMO.alphaAdmin],
      });
      const foreign = await ctx.request('GET', `${ACCOUNTS_API}/${betaAccount.id}`, { token: tokens[DEMO.alphaAdmin] });
      expect(missing.status).toBe(404);
      expect(foreign.text).toBe(missing.text);
    });

    it('agency and provider organisations are not reachable as client accounts', async () => {
      for (const id of [alphaId, betaId]) {
        expect((await ctx.request('GET', `${ACCOUNTS_API}/${id}`, { token: tokens[DEMO.staff] })).status).toBe(404);
        const before = await row(id);
        expect((await ctx.request('DELETE', `${ACCOUNTS_API}/${id}`, { token: tokens[DEMO.staff] })).status).toBe(404);
        expect(await row(id)).toEqual(before);
      }
    });

    it.each(['not-a-uuid', '123', "1' or '1'='1", '%00', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ'])(
      'a malformed id (%s) answers 404 on GET, PUT and DELETE',
      async (raw) => {
        const url = `${ACCOUNTS_API}/${encodeURIComponent(raw)}`;
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const answer = await ctx.request(method, url, {
            token: tokens[DEMO.staff],
            body: method === 'PUT' ? { name: 'x' } : undefined,
          });
          expect(answer.status, `${method} ${raw}`).toBe(404);
          expect(answer.json.status).toBe(404);
        }
      },
    );
  });

  describe('writes and tenant columns', () => {
    it('Alpha admin creating with Beta’s agencyId gets a 400 naming agencyId, and nothing is created', async () => {
      const before = await customerCount();
      const name = 'Smuggled Into Beta Ltd';
      const { status, json } = await ctx.request('POST', ACCOUNTS_API, {
        token: tokens[DEMO.alphaAdmin],
        body: newAccount(name, { agencyId: betaId }),
      });
      expect(status).toBe(400);
      expect(json.status).toBe(400);
      expect(json.errors).toEqual([{ field: 'agencyId', detail: FOREIGN_AGENCY }]);
      expect(await countNamed(name)).toBe(0);
      expect(await customerCount()).toBe(before);
    });

    it('Alpha admin creating without agencyId gets Alpha’s agencyId', async () => {
      const { status, json } = await ctx.request('POST', ACCOUNTS_API, {
        token: tokens[DEMO.alphaAdmin],
        body: newAccount('Alpha Created Co'),
      });
      expect(status).toBe(201);
      expect(json.agencyId).toBe(alphaId);
      expect(json.agencyName).toBe(ALPHA);
      expect((await row(json.id))?.agencyId).toBe(alphaId);
      // Visible to Alpha, invisible to Beta.
      expect((await ctx.request('GET', `${ACCOUNTS_API}/${json.id}`, { token: tokens[DEMO.alphaAdmin] })).status).toBe(
        200,
      );
      expect((await ctx.request('GET', `${ACCOUNTS_API}/${json.id}`, { token: tokens[DEMO.betaAdmin] })).status).toBe(
        404,
      );
    });

    it('Alpha admin naming its own agencyId explicitly is fine', async () => {
      const { status, json } = await ctx.request('POST', ACCOUNTS_API, {
        token: tokens[DEMO.alphaAdmin],
        body: newAccount('Alpha Explicit Co', { agencyId: alphaId }),
      });
      expect(status).toBe(201);
      expect(json.agencyId).toBe(alphaId);
    });

    it('Alpha admin cannot move its own account to Beta', async () => {
      const before = await row(alphaAccount.id);
      const { status, json } = await ctx.request('PUT', `${ACCOUNTS_API}/${alphaAccount.id}`, {
        token: tokens[DEMO.alphaAdmin],
        body: { agencyId: betaId },
      });
      expect(status).toBe(400);
      expect(json.errors[0].field).toBe('agencyId');
      expect(await row(alphaAccount.id)).toEqual(before);
    });

    it('staff may create for any agency; a non-agency agencyId is refused', async () => {
      const forBeta = await ctx.request('POST', ACCOUNTS_API, {
        token: tokens[DEMO.staff],
        body: newAccount('Staff For Beta Co', { agencyId: betaId }),
      });
      expect(forBeta.status).toBe(201);
      expect(forBeta.json.agencyName).toBe(BETA);
      const before = await customerCount();
      const bogus = await ctx.request('POST', ACCOUNTS_API, {
        token: tokens[DEMO.staff],
        body: newAccount('Staff Bogus Agency Co', { agencyId: ownAccountId }),
      });
      expect(bogus.status).toBe(400);
      expect(bogus.json.errors).toEqual([{ field: 'agencyId', detail: 'Please select a Agency' }]);
      expect(await customerCount()).toBe(before);
    });

    it('a team of another agency is refused', async () => {
      const betaTeam = await ctx.db
        .selectFrom('teams')
        .select('id')
        .where('agencyId', '=', betaId)
        .executeTakeFirstOrThrow();
      const { status, json } = await ctx.request('POST', ACCOUNTS_API, {
        token: tokens[DEMO.alphaAdmin],
        body: newAccount('Wrong Team Co', { teamId: betaTeam.id }),
      });
      expect(status).toBe(400);
      expect(json.errors).toEqual([{ field: 'teamId', detail: 'Please select a Team' }]);
      expect(await countNamed('Wrong Team Co')).toBe(0);
    });

    it('the policyholder cannot create (403) and nothing is created', async () => {
      const before = await customerCount();
      const { status, json } = await ctx.request('POST', ACCOUNTS_API, {
        token: tokens[DEMO.owner],
        body: newAccount('Owner Created Co'),
      });
      expect(status).toBe(403);
      expect(json.status).toBe(403);
      expect(await customerCount()).toBe(before);
    });

    it('the policyholder cannot delete, not even its own account (403)', async () => {
      const before = await row(ownAccountId);
      for (const id of [ownAccountId, alphaAccount.id]) {
        const { status } = await ctx.request('DELETE', `${ACCOUNTS_API}/${id}`, { token: tokens[DEMO.owner] });
        expect(status).toBe(403);
      }
      expect(await row(ownAccountId)).toEqual(before);
    });

    it('the policyholder may update its own account but not move it to another agency', async () => {
      const moved = await ctx.request('PUT', `${ACCOUNTS_API}/${ownAccountId}`, {
        token: tokens[DEMO.owner],
        body: { agencyId: betaId },
      });
      expect(moved.status).toBe(400);
      expect(moved.json.errors[0].field).toBe('agencyId');
      expect((await row(ownAccountId))?.agencyId).toBe(alphaId);
      const renamed = await ctx.request('PUT', `${ACCOUNTS_API}/${ownAccountId}`, {
        token: tokens[DEMO.owner],
        body: { address2: 'Suite 5' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.json.address2).toBe('Suite 5');
      expect(renamed.json.agencyId).toBe(alphaId);
    });

    it('an agent (team realm) cannot delete: the role lacks account:delete', async () => {
      const before = await row(alphaAccount.id);
      expect(
        (await ctx.request('DELETE', `${ACCOUNTS_API}/${alphaAccount.id}`, { token: tokens[DEMO.alphaAgent] })).status,
      ).toBe(403);
      expect(await row(alphaAccount.id)).toEqual(before);
    });
  });
});
