/**
 * Connectors (spec 001 §7 `/api/connector/v1`, resources/connectors): every path answers on the spec's path; a
 * connection of an Alpha client is 404 to Beta on every path; credentials are never answered and are stored
 * sealed (AES-256-GCM, read back from the row); the Microsoft and Google consent URLs carry client id, response
 * type, redirect uri, scopes and state, and the callback with that state connects; bad input is a 400 naming the
 * field with the spec's texts.
 */
import { open } from '../../resources/connectors/secretBox';
import { DEMO, forEachDatabase } from './support/databases';
import { demoTenant } from './support/tenantContexts';

const API = '/api/connector/v1';
const fields = (json: { errors?: { field: string; detail: string }[] }) => (json.errors ?? []).map((e) => e.field);
const details = (json: { errors?: { field: string; detail: string }[] }) => (json.errors ?? []).map((e) => e.detail);
type Row = Record<string, any>;

forEachDatabase('connectors', (ctx) => {
  let staff: string;
  let alphaAdmin: string;
  let beta: string;
  let owner: string;
  let alphaClient: string;
  let betaClient: string;
  const db = () => ctx.db as any;

  beforeAll(async () => {
    [staff, alphaAdmin, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
    alphaClient = (
      await ctx.db.selectFrom('accounts').select('id').where('name', '=', 'Customer Demo Co').executeTakeFirstOrThrow()
    ).id;
    betaClient = (await demoTenant(ctx.db, 'Beta Brokers')).accountId;
  });

  const add = (connectorType: string, body: Record<string, unknown>, token = alphaAdmin) =>
    ctx.request('POST', `${API}/connections?connectorType=${connectorType}`, {
      token,
      body: { accountId: alphaClient, ...body },
    });

  it('answers the catalogue, the AWS regions and the OAuth metadata', async () => {
    const all = await ctx.request('GET', `${API}/connectors/all`, { token: alphaAdmin });
    expect(all.status).toBe(200);
    expect(all.json.map((c: Row) => c.connectorType)).toEqual(
      expect.arrayContaining([
        'AWS',
        'CLOUDFLARE',
        'GOOGLEWORKSPACE',
        'GSC',
        'MICROSOFT',
        'QUALYSCS',
        'QUALYSPC',
        'QUALYSVM',
        'SAFEGUARD',
        'SECUREWORKS',
        'SECURITYSTUDIO',
        'SOPHOS',
        'WIZER',
      ]),
    );
    const regions = await ctx.request('GET', `${API}/aws/regions`, { token: alphaAdmin });
    expect(regions.json.map((r: Row) => r.value)).toContain('us-east-1');
    const metadata = await ctx.request('GET', `${API}/connectors/MICROSOFT/oauth/metadata`, { token: alphaAdmin });
    expect(metadata.json).toMatchObject({
      connectorType: 'MICROSOFT',
      responseType: 'code',
      clientId: expect.any(String),
    });
    expect(metadata.json.redirectUri).toMatch(/\/api\/connector\/v1\/oauth\/callback$/);
    expect(
      fields((await ctx.request('GET', `${API}/connectors/QUALYSVM/oauth/metadata`, { token: alphaAdmin })).json),
    ).toEqual(['connectorType']);
    expect(
      fields((await ctx.request('GET', `${API}/connectors/NOPE/oauth/metadata`, { token: alphaAdmin })).json),
    ).toEqual(['connectorType']);
    // A policyholder holds no connector permission.
    expect((await ctx.request('GET', `${API}/connectors/all`, { token: owner })).status).toBe(403);
  });

  it("refuses a connection without consent or credentials, with the spec's messages", async () => {
    const noConsent = await add('SOPHOS', { apiKey: 'k' }, beta);
    expect(noConsent.status).toBe(400); // Beta does not see the Alpha client: refused on accountId
    expect(fields(noConsent.json)).toEqual(['accountId']);
    // Beta's own client has no consent on record: refused on agreement until the box is ticked.
    const beforeConsent = await ctx.request('POST', `${API}/connections?connectorType=SOPHOS`, {
      token: beta,
      body: { accountId: betaClient, apiKey: 'k' },
    });
    expect(beforeConsent.status).toBe(400);
    expect(fields(beforeConsent.json)).toEqual(['agreement']);
    expect(
      (
        await ctx.request('POST', `${API}/connections?connectorType=SOPHOS`, {
          token: beta,
          body: { accountId: betaClient, apiKey: 'k', agreement: true },
        })
      ).status,
    ).toBe(201);
    const scanner = await add('QUALYSVM', { agreement: true });
    expect(scanner.status).toBe(400);
    expect(details(scanner.json).sort()).toEqual(['API User is required', 'Password is required']);
    expect(fields(scanner.json).sort()).toEqual(['password', 'username']);
    expect(details((await add('SAFEGUARD', { agreement: true, credentials: { apiKey: ' ' } })).json)).toEqual([
      'API Key is required',
    ]);
    expect(details((await add('SECURITYSTUDIO', { agreement: true })).json)).toEqual(['Token is required']);
    expect(fields((await add('METEOR', { agreement: true })).json)).toEqual(['connectorType']);
    expect(
      fields(
        (await add('AWS', { agreement: true, metadata: { roleArn: 'arn:aws:iam::1:role/x', region: 'mars-1' } })).json,
      ),
    ).toEqual(['region']);
    // The tool refuses the credentials: the spec's toast text.
    const refusedByTool = await add('QUALYSVM', {
      agreement: true,
      credentials: { username: 'api-user', password: 'invalid' },
    });
    expect(refusedByTool.status).toBe(502);
    expect(refusedByTool.json.detail).toBe('Failed to connect, please try again later');
  });

  it('adds a scanner connection after consent: SUCCESS, credentials sealed at rest and never answered; Beta gets 404 everywhere; removal', async () => {
    const consent = await ctx.request('POST', `${API}/consent`, {
      token: alphaAdmin,
      body: { accountId: alphaClient, agreement: true },
    });
    expect(consent.status).toBe(200);
    expect(consent.json.agreement).toBe(true);
    expect((await ctx.request('GET', `${API}/consent/${alphaClient}`, { token: alphaAdmin })).json.agreement).toBe(
      true,
    );
    expect(
      fields(
        (await ctx.request('POST', `${API}/consent`, { token: alphaAdmin, body: { accountId: alphaClient } })).json,
      ),
    ).toEqual(['agreement']);
    expect((await ctx.request('GET', `${API}/consent/${alphaClient}`, { token: beta })).status).toBe(404);

    const created = await add('QUALYSVM', {
      connector: 'QUALYSVM',
      provider: 'Qualys',
      cbid: 'CB-1',
      metadata: { platform: 'US1' },
      credentials: { username: 'api-user', password: 's3cret-Pass' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      connectorType: 'QUALYSVM',
      connectorStatus: 'SUCCESS',
      accountId: alphaClient,
      provider: 'Qualys',
      cbid: 'CB-1',
      hasCredentials: true,
      metadata: { platform: 'US1' },
    });
    expect(created.text).not.toContain('s3cret-Pass');
    expect(created.text).not.toContain('api-user');
    const { id, connectorId } = created.json;

    const row = await db()
      .selectFrom('connectorConnections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.credentialsSealed).toMatch(/^v1\./);
    expect(row.credentialsSealed).not.toContain('s3cret');
    expect(open(row.credentialsSealed)).toEqual({ username: 'api-user', password: 's3cret-Pass' });
    expect(JSON.stringify(row.metadata)).not.toContain('s3cret');

    const list = await ctx.request('GET', `${API}/connections?connectorType=QUALYSVM`, { token: alphaAdmin });
    expect(list.status).toBe(200);
    expect(list.json.content.map((c: Row) => c.id)).toContain(id);
    expect(list.text).not.toContain('s3cret');
    expect(list.json.content.every((c: Row) => c.connectorType === 'QUALYSVM')).toBe(true);
    const byAccount = await ctx.request('GET', `${API}/account/${alphaClient}`, { token: alphaAdmin });
    expect(byAccount.json.content.map((c: Row) => c.id)).toContain(id);
    const status = await ctx.request('GET', `${API}/connections/${connectorId}/status`, { token: alphaAdmin });
    expect(status.json).toEqual({ id, connectorId, connectorType: 'QUALYSVM', connectorStatus: 'SUCCESS' });

    const latest = await ctx.request('GET', `${API}/QUALYSVM/getLatestScore/${connectorId}`, { token: alphaAdmin });
    expect(latest.status).toBe(200);
    expect(latest.json).toMatchObject({ connectorId, score: expect.any(Number), grade: expect.any(String) });
    expect(
      (await ctx.request('GET', `${API}/QUALYSVM/getLatestScore/${connectorId}`, { token: staff })).json.score,
    ).toBe(latest.json.score);
    const history = await ctx.request('GET', `${API}/QUALYSVM/getScoresHistory/${connectorId}?days=7`, {
      token: alphaAdmin,
    });
    expect(history.json.content).toHaveLength(7);
    expect(history.json.content[0].score).toBe(latest.json.score);
    expect(
      fields(
        (await ctx.request('GET', `${API}/QUALYSVM/getScoresHistory/${connectorId}?days=0`, { token: alphaAdmin }))
          .json,
      ),
    ).toEqual(['days']);
    const actions = await ctx.request('GET', `${API}/QUALYSVM/getActionList/${connectorId}`, { token: alphaAdmin });
    expect(actions.status).toBe(200);
    expect(Array.isArray(actions.json)).toBe(true);
    const shortlist = await ctx.request('GET', `${API}/QUALYSVM/getShortlistActions/${connectorId}`, {
      token: alphaAdmin,
    });
    expect(shortlist.json.length).toBeLessThanOrEqual(3);
    expect(shortlist.json.every((a: Row) => a.status === 'OPEN')).toBe(true);
    expect(
      (await ctx.request('GET', `${API}/SOPHOS/getLatestScore/${connectorId}`, { token: alphaAdmin })).status,
    ).toBe(404);

    // Another agency: 404 on every path that names the connection or the account.
    for (const path of [
      `${API}/connections/${connectorId}/status`,
      `${API}/QUALYSVM/getLatestScore/${connectorId}`,
      `${API}/QUALYSVM/getActionList/${connectorId}`,
      `${API}/QUALYSVM/getScoresHistory/${connectorId}`,
      `${API}/QUALYSVM/getShortlistActions/${connectorId}`,
      `${API}/account/${alphaClient}`,
      `${API}/connection/${id}`,
      `${API}/connection/${id}/history`,
    ])
      expect([path, (await ctx.request('GET', path, { token: beta })).status]).toEqual([path, 404]);
    expect(
      (await ctx.request('GET', `${API}/connections`, { token: beta })).json.content.map((c: Row) => c.id),
    ).not.toContain(id);
    expect((await ctx.request('DELETE', `${API}/connections/${id}`, { token: beta })).status).toBe(404);
    expect(
      (await ctx.request('POST', `${API}/leen/organization`, { token: beta, body: { accountId: alphaClient } })).status,
    ).toBe(404);

    // Re-entering credentials seals them again; the history names the writes, never the secret.
    const updated = await ctx.request('PUT', `${API}/connection/${id}`, {
      token: alphaAdmin,
      body: { version: 1, credentials: { username: 'api-user', password: 'n3w-Pass' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.text).not.toContain('n3w-Pass');
    const resealed = await db()
      .selectFrom('connectorConnections')
      .select('credentialsSealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(open(resealed.credentialsSealed).password).toBe('n3w-Pass');
    const entries = await ctx.request('GET', `${API}/connection/${id}/history`, { token: alphaAdmin });
    expect(entries.json.map((e: Row) => e.action)).toEqual(expect.arrayContaining(['create', 'update']));
    expect(entries.text).not.toContain('Pass');

    const removed = await ctx.request('DELETE', `${API}/connections/${id}`, { token: alphaAdmin });
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe('The connector was removed');
    expect((await ctx.request('GET', `${API}/connections/${connectorId}/status`, { token: alphaAdmin })).status).toBe(
      404,
    );
  });

  it('Microsoft and Google: the answer carries the consent page with client id, response type, redirect uri, scopes and state; the callback spends the state once', async () => {
    const microsoft = await add('MICROSOFT', { agreement: true });
    expect(microsoft.status).toBe(201);
    expect(microsoft.json.connectorStatus).toBe('PENDING');
    const url = new URL(microsoft.json.redirectUrl);
    expect(url.origin + url.pathname).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
    expect(url.searchParams.get('client_id')).toBeTruthy();
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/connector\/v1\/oauth\/callback$/);
    expect(url.searchParams.get('scope')).toContain('offline_access');
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const stored = await db()
      .selectFrom('connectorConnections')
      .select(['oauthStateHash'])
      .where('id', '=', microsoft.json.id)
      .executeTakeFirstOrThrow();
    expect(stored.oauthStateHash).not.toBe(state);

    const google = await add('GOOGLEWORKSPACE', {});
    const googleUrl = new URL(google.json.redirectUrl);
    expect(googleUrl.hostname).toBe('accounts.google.com');
    for (const name of ['client_id', 'response_type', 'redirect_uri', 'scope', 'state'])
      expect(googleUrl.searchParams.get(name)).toBeTruthy();

    const forged = await ctx.request('GET', `${API}/oauth/callback?code=abc&state=forged`);
    expect(forged.status).toBe(302);
    expect(forged.headers.location).toContain('connectorError=');
    const back = await ctx.request('GET', `${API}/oauth/callback?code=abc&state=${encodeURIComponent(state)}`);
    expect(back.status).toBe(302);
    expect(back.headers.location).toContain('connected=MICROSOFT');
    const done = await ctx.request('GET', `${API}/connection/${microsoft.json.id}`, { token: alphaAdmin });
    expect(done.json).toMatchObject({
      connectorStatus: 'SUCCESS',
      hasCredentials: true,
      metadata: { azureTenantId: expect.any(String) },
    });
    expect(done.text).not.toContain('accessToken');
    const replay = await ctx.request('GET', `${API}/oauth/callback?code=abc&state=${encodeURIComponent(state)}`);
    expect(replay.headers.location).toContain('connectorError=');
    // The provider's refusal leaves the connection FAILED.
    const refusedState = new URL(google.json.redirectUrl).searchParams.get('state')!;
    await ctx.request('GET', `${API}/oauth/callback?error=access_denied&state=${encodeURIComponent(refusedState)}`);
    expect(
      (await ctx.request('GET', `${API}/connection/${google.json.id}`, { token: alphaAdmin })).json.connectorStatus,
    ).toBe('FAILED');
  });

  it('wizer/add by cbid, leen organisation and invite token', async () => {
    await ctx.db
      .updateTable('accounts')
      .set({ cbid: 'CB-CONNECT-1' } as never)
      .where('id', '=', alphaClient)
      .execute();
    const wizer = await ctx.request('POST', `${API}/wizer/add`, {
      token: alphaAdmin,
      body: { cbid: 'CB-CONNECT-1', agreement: true },
    });
    expect(wizer.status).toBe(201);
    expect(wizer.json).toMatchObject({
      connectorType: 'WIZER',
      connectorStatus: 'SUCCESS',
      cbid: 'CB-CONNECT-1',
      accountId: alphaClient,
    });
    expect(fields((await ctx.request('POST', `${API}/wizer/add`, { token: alphaAdmin, body: {} })).json)).toEqual([
      'cbid',
    ]);
    expect(
      fields((await ctx.request('POST', `${API}/wizer/add`, { token: beta, body: { cbid: 'CB-CONNECT-1' } })).json),
    ).toEqual(['cbid']);

    const organization = await ctx.request('POST', `${API}/leen/organization`, {
      token: alphaAdmin,
      body: { accountId: alphaClient },
    });
    expect(organization.status).toBe(200);
    expect(organization.json.organizationId).toMatch(/^org_/);
    const again = await ctx.request('POST', `${API}/leen/organization`, {
      token: staff,
      body: { accountId: alphaClient },
    });
    expect(again.json.organizationId).toBe(organization.json.organizationId);
    const invite = await ctx.request('POST', `${API}/leen/invite-token`, {
      token: alphaAdmin,
      body: { accountId: alphaClient },
    });
    expect(invite.json).toMatchObject({
      organizationId: organization.json.organizationId,
      token: expect.stringMatching(/^lit_/),
    });
    expect(
      fields(
        (await ctx.request('POST', `${API}/leen/invite-token`, { token: alphaAdmin, body: { accountId: 'x' } })).json,
      ),
    ).toEqual(['accountId']);
    expect(
      (await ctx.request('POST', `${API}/leen/invite-token`, { token: alphaAdmin, body: { accountId: betaClient } }))
        .status,
    ).toBe(404);
  });
});
