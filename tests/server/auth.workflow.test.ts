import { CODE_INVALID } from '../../src/server/auth/secondFactor';
import { REDIRECT_NOT_ALLOWED } from '../../src/server/auth/workflows/workflowAdminRoutes';
import { WORKFLOW_NO_PHONE, WORKFLOW_NOT_FOUND } from '../../src/server/auth/workflows/workflowRoutes';
import { DEMO, forEachDatabase } from './support/databases';

const WF = '/api/auth/v1/wf';
const WORKFLOWS = '/api/auth/v1/workflows';
const UNKNOWN = 'no-such-workflow-0123456789abcdefghij';

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

forEachDatabase('auth: workflow code page', (ctx) => {
  const newestCode = async (recipient: string) => {
    const message = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .where('kind', '=', 'WORKFLOW_CODE')
      .orderBy('created', 'desc')
      .executeTakeFirst();
    return message ? { channel: message.channel, code: codeIn(message.body) } : undefined;
  };
  const userId = async (email: string) =>
    (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const demoWorkflowId = async () => {
    const staff = await ctx.login(DEMO.staff);
    const { json } = await ctx.request('GET', `${WORKFLOWS}?flowUserEmail=${DEMO.owner}`, { token: staff });
    return json.content[0].id as string;
  };
  const createWorkflow = async (body: Record<string, unknown>) =>
    ctx.request('POST', WORKFLOWS, { token: await ctx.login(DEMO.staff), body });

  it('the demo workflow says what it is for, with the masked e-mail and no phone for the policyholder', async () => {
    const id = await demoWorkflowId();
    expect(id.length).toBeGreaterThanOrEqual(32);
    const { status, json } = await ctx.request('GET', `${WF}/${id}`);
    expect(status).toBe(200);
    expect(json).toEqual({
      flow: 'QUOTE',
      flowUserFirstName: 'Olivia',
      flowUserEmail: 'o****@customer.demo.test',
      flowUserPhone: null,
      agencyName: null,
    });
  });

  it('a text message is refused without a phone, and nothing is sent', async () => {
    const id = await demoWorkflowId();
    const { status, json } = await ctx.request('GET', `${WF}/access/phone/${id}`);
    expect(status).toBe(400);
    expect(json.detail).toBe(WORKFLOW_NO_PHONE);
    expect(await newestCode(DEMO.owner)).toBeUndefined();
  });

  it('the e-mailed code: a wrong code is a 401, the right one gives tokens that work and lead to the redirect, once', async () => {
    const id = await demoWorkflowId();
    const sent = await ctx.request('GET', `${WF}/access/${id}`);
    expect(sent.json).toEqual({ channel: 'EMAIL', sentTo: 'o****@customer.demo.test' });
    const message = await newestCode(DEMO.owner);
    expect(message?.channel).toBe('EMAIL');
    const code = message?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await ctx.request('POST', `${WF}/token`, {
      body: { workflowId: id, accessCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.detail).toBe(CODE_INVALID);

    const right = await ctx.request('POST', `${WF}/token`, { body: { workflowId: id, accessCode: code } });
    expect(right.status).toBe(200);
    expect(right.json.refreshToken).toEqual(expect.any(String));
    const token = right.json.accessToken as string;
    expect((await ctx.request('GET', '/api/auth/v1/users/me', { token })).json.email).toBe(DEMO.owner);
    const quote = await ctx.db
      .selectFrom('quotes')
      .select('id')
      .where('quoteNumber', '=', 'Q-CUST-0001')
      .executeTakeFirstOrThrow();
    const redirect = await ctx.request('GET', `${WORKFLOWS}/${id}/redirect`, { token });
    expect(redirect.json).toEqual({ redirectURL: `/customer/quotes/${quote.id}/show` });
    expect(
      (await ctx.request('POST', '/api/auth/v1/token/refresh', { body: { refreshToken: right.json.refreshToken } }))
        .status,
    ).toBe(200);

    const reused = await ctx.request('POST', `${WF}/token`, { body: { workflowId: id, accessCode: code } });
    expect(reused.status).toBe(401);
    expect(reused.json.detail).toBe(CODE_INVALID);
  });

  it('a code sent for one workflow link does not open another of the same user', async () => {
    const demo = await demoWorkflowId();
    const other = await createWorkflow({
      flow: 'PAYMENT',
      flowUserId: await userId(DEMO.owner),
      redirectURL: '/customer/policies',
    });
    expect(other.status).toBe(201);
    await ctx.request('GET', `${WF}/access/${demo}`);
    const code = (await newestCode(DEMO.owner))?.code ?? '';
    expect(
      (await ctx.request('POST', `${WF}/token`, { body: { workflowId: other.json.id, accessCode: code } })).status,
    ).toBe(401);
  });

  it('an unknown or expired workflow is a 404 everywhere', async () => {
    const expired = await createWorkflow({
      flow: 'QUOTE',
      flowUserId: await userId(DEMO.owner),
      redirectURL: '/customer/quotes',
    });
    await ctx.db
      .updateTable('workflows')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', expired.json.id)
      .execute();
    for (const id of [UNKNOWN, expired.json.id as string]) {
      const info = await ctx.request('GET', `${WF}/${id}`);
      expect(info.status).toBe(404);
      expect(info.json.detail).toBe(WORKFLOW_NOT_FOUND);
      expect((await ctx.request('GET', `${WF}/access/${id}`)).status).toBe(404);
      expect((await ctx.request('GET', `${WF}/access/phone/${id}`)).status).toBe(404);
      expect(
        (await ctx.request('POST', `${WF}/token`, { body: { workflowId: id, accessCode: '123456' } })).status,
      ).toBe(404);
    }
  });

  describe('redirect for an agency user', () => {
    // The agency's full name: its name and location alias joined by " - " (spec 000 §3).
    const ALPHA = 'Alpha Insurance Agency - Austin';
    const signInByText = async (flow: string) => {
      const created = await createWorkflow({
        flow,
        flowUserId: await userId(DEMO.alphaAgent),
        redirectURL: '/agency/quotes?view=open',
      });
      expect(created.status).toBe(201);
      const id = created.json.id as string;
      expect((await ctx.request('GET', `${WF}/${id}`)).json).toMatchObject({
        flowUserPhone: '(***) ***-0147',
        agencyName: ALPHA,
      });
      expect((await ctx.request('GET', `${WF}/access/phone/${id}`)).json).toEqual({
        channel: 'SMS',
        sentTo: '(***) ***-0147',
      });
      const message = await newestCode('(555) 010-0147');
      expect(message?.channel).toBe('SMS');
      const tokens = await ctx.request('POST', `${WF}/token`, { body: { workflowId: id, accessCode: message?.code } });
      return ctx.request('GET', `${WORKFLOWS}/${id}/redirect`, { token: tokens.json.accessToken });
    };

    it('carries the agency name as a query parameter', async () => {
      await ctx.db.updateTable('users').set({ phone: '(555) 010-0147' }).where('email', '=', DEMO.alphaAgent).execute();
      expect((await signInByText('PAYMENT')).json).toEqual({
        redirectURL: `/agency/quotes?view=open&${new URLSearchParams({ agencyName: ALPHA })}`,
      });
    });

    it('except in the surplus-notice flow', async () => {
      expect((await signInByText('SURPLUS_NOTICE')).json).toEqual({ redirectURL: '/agency/quotes?view=open' });
    });
  });

  it('the redirect is only for the flow user, signed in', async () => {
    const id = await demoWorkflowId();
    expect((await ctx.request('GET', `${WORKFLOWS}/${id}/redirect`)).status).toBe(401);
    const other = await ctx.login(DEMO.betaAdmin);
    expect((await ctx.request('GET', `${WORKFLOWS}/${id}/redirect`, { token: other })).status).toBe(404);
  });

  it('only provider staff make or list workflow links, and only to the console', async () => {
    const agency = await ctx.login(DEMO.alphaAdmin);
    const body = { flow: 'QUOTE', flowUserId: await userId(DEMO.owner), redirectURL: '/customer/quotes' };
    expect((await ctx.request('POST', WORKFLOWS, { token: agency, body })).status).toBe(403);
    expect((await ctx.request('GET', WORKFLOWS, { token: agency })).status).toBe(403);
    const outside = await createWorkflow({ ...body, redirectURL: 'https://elsewhere.example/pay' });
    expect(outside.status).toBe(400);
    expect(outside.json.errors).toEqual([{ field: 'redirectURL', detail: REDIRECT_NOT_ALLOWED }]);
    expect((await createWorkflow({ ...body, redirectURL: '//elsewhere.example/pay' })).status).toBe(400);
    const created = await createWorkflow(body);
    expect(created.status).toBe(201);
    expect(created.json.link).toMatch(new RegExp(`/validate/${created.json.id}$`));
  });
});
