import { daysFromToday } from '../../src/shared/dates/today';
import { DEMO, forEachDatabase } from './support/databases';

const AGENCY = '/api/agency/v1/license';
const AGENT = '/api/agency/v1/agent/license';
const SURPLUS = '/api/account/v1/agency/surplus';
const ALNUM = 'Only alphabets and numbers are allowed for this field ';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
const detail = (json: { errors: { field: string; detail: string }[] }, field: string) =>
  json.errors.find((e) => e.field === field)?.detail;

forEachDatabase('licences', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let agent: string;
  let owner: string;
  let alphaId: string;
  let betaId: string;
  let alphaAgentId: string;
  const count = async (table: 'agencyLicenses' | 'agentLicenses' | 'surplusLicenses') =>
    (await ctx.db.selectFrom(table).select('id').execute()).length;

  beforeAll(async () => {
    [staff, alpha, beta, agent, owner] = await Promise.all(
      [DEMO.staff, DEMO.alphaAdmin, DEMO.betaAdmin, DEMO.alphaAgent, DEMO.owner].map((e) => ctx.login(e)),
    );
    alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    betaId = (await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'beta').executeTakeFirstOrThrow())
      .id;
    alphaAgentId = (
      await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.alphaAgent).executeTakeFirstOrThrow()
    ).id;
  });

  describe('agency licences', () => {
    it('lists the own agency only, soonest expiry first; staff see both agencies', async () => {
      const mine = await ctx.request('GET', `${AGENCY}/search`, { token: alpha });
      expect(mine.status).toBe(200);
      expect(mine.json.content.every((l: { agencyId: string }) => l.agencyId === alphaId)).toBe(true);
      const days = mine.json.content.map((l: { expirationDate: string }) => l.expirationDate);
      expect([...days].sort()).toEqual(days);
      const all = await ctx.request('GET', `${AGENCY}/search?size=100`, { token: staff });
      expect(new Set(all.json.content.map((l: { agencyId: string }) => l.agencyId))).toEqual(
        new Set([alphaId, betaId]),
      );
      const tx = await ctx.request('GET', `${AGENCY}/search?f[state][in]=TX`, { token: alpha });
      expect(tx.json.content.map((l: { state: string }) => l.state)).toEqual(['TX']);
      expect((await ctx.request('GET', `${AGENCY}/search`, { token: owner })).status).toBe(403);
    });

    it('refuses a bad number, a missing state and a past expiry with the spec messages, storing nothing', async () => {
      const before = await count('agencyLicenses');
      const bad = await ctx.request('POST', AGENCY, {
        token: alpha,
        body: { number: 'TX-100#', expirationDate: daysFromToday(10) },
      });
      expect(bad.status).toBe(400);
      expect(fields(bad.json)).toEqual(expect.arrayContaining(['number', 'state']));
      expect(detail(bad.json, 'number')).toBe(ALNUM);
      expect(detail(bad.json, 'state')).toBe('State is a required field');
      const past = await ctx.request('POST', AGENCY, {
        token: alpha,
        body: { number: 'TX 100', state: 'TX', expirationDate: daysFromToday(-1) },
      });
      expect(past.status).toBe(400);
      expect(past.json.errors).toEqual([
        { field: 'expirationDate', detail: 'Expiration Date cannot be earlier than today' },
      ]);
      const foreign = await ctx.request('POST', AGENCY, {
        token: alpha,
        body: { agencyId: betaId, number: 'TX 100', state: 'TX', expirationDate: daysFromToday(10) },
      });
      expect(fields(foreign.json)).toEqual(['agencyId']);
      const staffWithout = await ctx.request('POST', AGENCY, {
        token: staff,
        body: { number: 'TX 100', state: 'TX', expirationDate: daysFromToday(10) },
      });
      expect(staffWithout.json.errors).toEqual([{ field: 'agencyId', detail: 'Please select a Agency' }]);
      expect(await count('agencyLicenses')).toBe(before);
    });

    it('creates today-expiring, edits and deletes', async () => {
      const created = await ctx.request('POST', AGENCY, {
        token: alpha,
        body: { number: 'NV 7788', state: 'NV', expirationDate: daysFromToday(0), npn: '12345' },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      expect(created.json).toMatchObject({
        agencyId: alphaId,
        number: 'NV 7788',
        state: 'NV',
        expirationDate: daysFromToday(0),
        agencyName: 'Alpha Insurance Agency',
      });
      const edited = await ctx.request('PUT', `${AGENCY}/${created.json.id}`, {
        token: alpha,
        body: { expirationDate: daysFromToday(400), version: 1 },
      });
      expect(edited.json).toMatchObject({ expirationDate: daysFromToday(400), version: 2 });
      expect((await ctx.request('DELETE', `${AGENCY}/${created.json.id}`, { token: beta })).status).toBe(404);
      expect((await ctx.request('DELETE', `${AGENCY}/${created.json.id}`, { token: alpha })).status).toBe(200);
    });
  });

  describe('agent licences', () => {
    it('names an agent of the agency and shows the agent', async () => {
      const created = await ctx.request('POST', AGENT, {
        token: alpha,
        body: { agentId: alphaAgentId, number: 'AG 55', state: 'TX', expirationDate: daysFromToday(100) },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      expect(created.json).toMatchObject({
        agentId: alphaAgentId,
        agentFirstName: 'Alex',
        agentLastName: 'Agent',
        agentEmail: DEMO.alphaAgent,
      });
      const mineOnly = await ctx.request('GET', `${AGENT}/search?size=100`, { token: beta });
      expect(mineOnly.json.content.some((l: { agentId: string }) => l.agentId === alphaAgentId)).toBe(false);
      const foreignAgent = await ctx.request('POST', AGENT, {
        token: beta,
        body: { agentId: alphaAgentId, number: 'AG 56', state: 'TX', expirationDate: daysFromToday(100) },
      });
      expect(foreignAgent.json.errors).toEqual([{ field: 'agentId', detail: 'Please select an Agent' }]);
      expect((await ctx.request('GET', `${AGENT}/search`, { token: agent })).status).toBe(200);
      expect(
        (
          await ctx.request('POST', AGENT, {
            token: agent,
            body: { agentId: alphaAgentId, number: 'AG 57', state: 'TX', expirationDate: daysFromToday(100) },
          })
        ).status,
      ).toBe(403);
    });

    it('requires agent, number, state and expiry', async () => {
      const before = await count('agentLicenses');
      const bad = await ctx.request('POST', AGENT, { token: alpha, body: {} });
      expect(bad.status).toBe(400);
      expect(fields(bad.json)).toEqual(expect.arrayContaining(['agentId', 'number', 'state', 'expirationDate']));
      expect(await count('agentLicenses')).toBe(before);
    });
  });

  describe('surplus licences', () => {
    const body = (extra: Record<string, unknown> = {}) => ({
      brokerFirstName: 'Jean Luc',
      brokerLastName: 'Picard',
      brokerEmail: 'jl.picard@example.test',
      surplusLicenseNumber: 'SL 1701',
      surplusLinesState: 'LA',
      ...extra,
    });

    it('validates names, e-mail and number with the spec messages', async () => {
      const before = await count('surplusLicenses');
      const bad = await ctx.request('POST', SURPLUS, {
        token: alpha,
        body: body({
          brokerFirstName: 'J3an',
          brokerEmail: 'nope',
          surplusLicenseNumber: 'SL-1',
          surplusLinesState: undefined,
        }),
      });
      expect(bad.status).toBe(400);
      expect(fields(bad.json)).toEqual(
        expect.arrayContaining(['brokerFirstName', 'brokerEmail', 'surplusLicenseNumber', 'surplusLinesState']),
      );
      expect(detail(bad.json, 'brokerEmail')).toBe('Please enter a valid Email Address');
      expect(detail(bad.json, 'surplusLicenseNumber')).toBe(ALNUM);
      expect(await count('surplusLicenses')).toBe(before);
    });

    it('accepts signature on file only from staff and only for LA and MT', async () => {
      const byAgency = await ctx.request('POST', SURPLUS, { token: alpha, body: body({ signatureOnFile: true }) });
      expect(byAgency.status).toBe(400);
      expect(fields(byAgency.json)).toEqual(['signatureOnFile']);
      const wrongState = await ctx.request('POST', SURPLUS, {
        token: staff,
        body: body({ agencyId: alphaId, surplusLinesState: 'TX', signatureOnFile: true }),
      });
      expect(fields(wrongState.json)).toEqual(['signatureOnFile']);
      const ok = await ctx.request('POST', SURPLUS, {
        token: staff,
        body: body({ agencyId: alphaId, surplusLinesState: 'MT', signatureOnFile: true }),
      });
      expect(ok.status, JSON.stringify(ok.json)).toBe(201);
      expect(ok.json).toMatchObject({ agencyId: alphaId, signatureOnFile: true, surplusLinesState: 'MT' });
      // The agency may still edit a licence staff marked, without touching the signature.
      const edit = await ctx.request('PUT', `${SURPLUS}/${ok.json.id}`, {
        token: alpha,
        body: { brokerEmail: 'picard@example.test' },
      });
      expect(edit.status).toBe(200);
      expect(edit.json.signatureOnFile).toBe(true);
      const plain = await ctx.request('POST', SURPLUS, { token: alpha, body: body() });
      expect(plain.status).toBe(201);
      expect(plain.json.signatureOnFile).toBe(false);
      const search = await ctx.request('GET', `${SURPLUS}/search?search=*picard*&f[surplusLinesState][in]=LA`, {
        token: alpha,
      });
      expect(search.json.content.map((l: { id: string }) => l.id)).toEqual([plain.json.id]);
      expect((await ctx.request('DELETE', `${SURPLUS}/${plain.json.id}`, { token: alpha })).status).toBe(200);
    });
  });
});
