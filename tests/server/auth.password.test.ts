import { LINK_NOT_FOUND, PASSWORDS_DIFFER } from '../../src/server/auth/passwordRoutes';
import { DEMO_PASSWORD, forEachDatabase } from './support/databases';

const NEW_PASSWORD = 'Harbour-Lights-42';

forEachDatabase('auth: password rules, forgot and reset', (ctx) => {
  const resetLinkFor = async (email: string) => {
    const message = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .where('kind', '=', 'PASSWORD_RESET')
      .orderBy('created', 'desc')
      .executeTakeFirstOrThrow();
    return /confirmPasswordReset\/([\w-]+)/.exec(message.body)?.[1] ?? '';
  };

  it('lists the password rules, starting with the 8-character minimum', async () => {
    const { status, json } = await ctx.request('GET', '/api/auth/v1/password-constraints');
    expect(status).toBe(200);
    expect(json[0]).toEqual({ errorCode: 'TOO_SHORT', displayText: 'At least 8 characters' });
    expect(json.map((r: { errorCode: string }) => r.errorCode)).toContain('COMMON_PASSWORD');
  });

  it.each([
    ['Short-1', ['TOO_SHORT']],
    ['Password123!', ['COMMON_PASSWORD']],
    ['qwertyuiop', ['NO_UPPER_AND_LOWER', 'NO_DIGIT_OR_SYMBOL', 'COMMON_PASSWORD']],
    [NEW_PASSWORD, []],
  ])('validate-password %s answers %j', async (password, codes) => {
    const { status, json } = await ctx.request('POST', '/api/auth/v1/validate-password', { body: { password } });
    expect(status).toBe(200);
    expect(json.map((e: { code: string }) => e.code).sort()).toEqual([...codes].sort());
  });

  it('forgot → link in the outbox → reset → login with the new password; the old one fails', async () => {
    const before = await ctx.loginTokens('agent@alpha.demo.test');
    expect((await ctx.request('POST', '/api/auth/v1/passwords/Agent@Alpha.demo.test/reset')).status).toBe(204);
    const token = await resetLinkFor('agent@alpha.demo.test');
    expect((await ctx.request('GET', `/api/auth/v1/checkPasswordReset/${token}`)).status).toBe(200);

    const weak = await ctx.request('POST', `/api/auth/v1/validatePasswordReset/${token}`, {
      body: { token, password: 'password1', confirmedPassword: 'password1' },
    });
    expect(weak.status).toBe(400);
    const differ = await ctx.request('POST', `/api/auth/v1/validatePasswordReset/${token}`, {
      body: { token, password: NEW_PASSWORD, confirmedPassword: 'x' },
    });
    expect(differ.status).toBe(400);
    expect(differ.json.errors).toContainEqual({ field: 'confirmedPassword', detail: PASSWORDS_DIFFER });

    const done = await ctx.request('POST', `/api/auth/v1/validatePasswordReset/${token}`, {
      body: { token, password: NEW_PASSWORD, confirmedPassword: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(typeof done.json.accessToken).toBe('string');
    expect(
      (
        await ctx.request('POST', '/api/auth/v1/login', {
          body: { username: 'agent@alpha.demo.test', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await ctx.request('POST', '/api/auth/v1/login', {
          body: { username: 'agent@alpha.demo.test', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    // Sessions opened with the old password end with it.
    expect(
      (await ctx.request('POST', '/api/auth/v1/token/refresh', { body: { refreshToken: before.refreshToken } })).status,
    ).toBe(401);
  });

  it('a used, unknown or expired link answers 404', async () => {
    await ctx.request('POST', '/api/auth/v1/passwords/admin@beta.demo.test/reset');
    const token = await resetLinkFor('admin@beta.demo.test');
    await ctx.db
      .updateTable('authLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', 'admin@beta.demo.test')
      .execute();
    const expired = await ctx.request('GET', `/api/auth/v1/checkPasswordReset/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.json.detail).toBe(LINK_NOT_FOUND);
    expect((await ctx.request('GET', '/api/auth/v1/checkPasswordReset/not-a-token')).status).toBe(404);
    const set = await ctx.request('POST', `/api/auth/v1/validatePasswordReset/${token}`, {
      body: { token, password: NEW_PASSWORD, confirmedPassword: NEW_PASSWORD },
    });
    expect(set.status).toBe(404);
  });

  it('an unknown address gets the same answer and nothing is sent', async () => {
    const count = async () =>
      (
        await ctx.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    expect((await ctx.request('POST', '/api/auth/v1/passwords/nobody@nowhere.test/reset')).status).toBe(204);
    expect(await count()).toBe(before);
  });
});
