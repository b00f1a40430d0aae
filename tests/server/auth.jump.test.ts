import { JUMP_UNSUPPORTED } from '../../src/server/auth/jumpRoutes';
import { DEMO, forEachDatabase, jwtPayload } from './support/databases';

forEachDatabase('auth: staff jump-in', (ctx) => {
  const accountId = async (name: string) =>
    (await ctx.db.selectFrom('accounts').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const userId = async (email: string) =>
    (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('staff jump into an agency: the token acts in it, names the staff user as actor, and the jump is in the history', async () => {
    const staff = await ctx.login(DEMO.staff);
    const alpha = await accountId('Alpha Insurance Agency');
    const jump = await ctx.request('POST', `/api/auth/v1/jump/${alpha}/jtoken`, { token: staff });
    expect(jump.status).toBe(200);
    expect(jump.json).toMatchObject({ accountName: 'Alpha Insurance Agency', accountType: 'AGENCY' });

    const entered = await ctx.request('POST', `/api/auth/v1/admin/enter/${jump.json.token}`);
    expect(entered.status).toBe(200);
    const claims = jwtPayload(entered.json.accessToken);
    expect(claims).toMatchObject({ acc: alpha, accType: 'AGENCY', subType: 'PROVIDER', act: await userId(DEMO.staff) });
    const me = await ctx.request('GET', '/api/auth/v1/users/me', { token: entered.json.accessToken });
    expect(me.json.account.name).toBe('Alpha Insurance Agency');

    // The jumped session sees the agency's accounts, not every account.
    const list = await ctx.request('GET', '/api/account/v1/account/search?size=1000', {
      token: entered.json.accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.json.content.every((a: { agencyId: string }) => a.agencyId === alpha)).toBe(true);

    const history = await ctx.request('GET', `/api/auth/v1/admin/agencies/${alpha}/history`, { token: staff });
    expect(history.status).toBe(200);
    const event = (history.json.content ?? history.json).find((h: { action: string }) => h.action === 'jump');
    expect(event).toMatchObject({ actorUserId: claims.sub, impersonatorUserId: await userId(DEMO.staff) });
    expect(event.actorUserId).not.toBe(event.impersonatorUserId);

    // A refreshed jumped token stays in the entered account with the same actor.
    const refreshed = await ctx.request('POST', '/api/auth/v1/token/refresh', {
      body: { refreshToken: entered.json.refreshToken },
    });
    expect(jwtPayload(refreshed.json.accessToken)).toMatchObject({
      acc: alpha,
      subType: 'PROVIDER',
      act: await userId(DEMO.staff),
    });

    // Ghosting cannot change the entered user's second factor.
    expect(
      (await ctx.request('PUT', '/api/auth/v1/mfa/update?mfaType=GOOGLE', { token: entered.json.accessToken })).status,
    ).toBe(403);
    // Nor anyone's e-mail address, while other details of the agency's users may change.
    const agent = await userId('agent@alpha.demo.test');
    const before = (await ctx.request('GET', `/api/auth/v1/users/${agent}`, { token: entered.json.accessToken })).json;
    const renamed = await ctx.request('PUT', `/api/auth/v1/users/${agent}`, {
      token: entered.json.accessToken,
      body: { ...before, email: 'someone-else@alpha.demo.test' },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(403);
    expect(renamed.json.errors).toEqual([
      { field: 'email', detail: 'This cannot be changed while entering another account.' },
    ]);
    expect((await ctx.request('GET', `/api/auth/v1/users/${agent}`, { token: staff })).json.email).toBe(
      'agent@alpha.demo.test',
    );
    const named = await ctx.request('PUT', `/api/auth/v1/users/${agent}`, {
      token: entered.json.accessToken,
      body: { ...before, slackHandle: 'alpha-agent' },
    });
    expect(named.status).toBe(200);
    // The jump token works once.
    expect((await ctx.request('POST', `/api/auth/v1/admin/enter/${jump.json.token}`)).status).toBe(404);
  });

  it('only staff may jump, never from inside a jump, and never into a staff account', async () => {
    const agency = await ctx.login(DEMO.alphaAdmin);
    const customer = await accountId('Customer Demo Co');
    expect((await ctx.request('POST', `/api/auth/v1/jump/${customer}/jtoken`, { token: agency })).status).toBe(403);
    const staff = await ctx.login(DEMO.staff);
    const own = await accountId('Adaptive Insurance');
    const refused = await ctx.request('POST', `/api/auth/v1/jump/${own}/jtoken`, { token: staff });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toBe(JUMP_UNSUPPORTED);
    const jump = await ctx.request('POST', `/api/auth/v1/jump/${customer}/jtoken`, { token: staff });
    const entered = await ctx.request('POST', `/api/auth/v1/admin/enter/${jump.json.token}`);
    expect(jwtPayload(entered.json.accessToken)).toMatchObject({ accType: 'CUSTOMER', subType: 'PROVIDER' });
    expect(
      (await ctx.request('POST', `/api/auth/v1/jump/${customer}/jtoken`, { token: entered.json.accessToken })).status,
    ).toBe(403);
  });
});
