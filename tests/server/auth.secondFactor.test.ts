import { Secret, TOTP } from 'otpauth';
import { CODE_INVALID, MFA_REQUIRED } from '../../src/server/auth/secondFactor';
import { EMAIL_VALIDATION_REQUIRED, PASSWORD_EXPIRED } from '../../src/server/auth/authRoutes';
import { DEMO_PASSWORD, forEachDatabase } from './support/databases';

const LOGIN = '/api/auth/v1/login';

/** The code an authenticator app shows `stepsAgo` 30-second steps before now. */
const totpCode = (secret: string, stepsAgo = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() - stepsAgo * 30_000,
  });

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

forEachDatabase('auth: login statuses and second factors', (ctx) => {
  const login = (username: string, extra: Record<string, unknown> = {}, address = '10.1.0.1') =>
    ctx.request('POST', LOGIN, {
      body: { username, password: DEMO_PASSWORD, ...extra },
      headers: { 'x-forwarded-for': address },
    });

  const newestMessage = async (recipient: string, kind: string) =>
    ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .where('kind', '=', kind)
      .orderBy('created', 'desc')
      .executeTakeFirstOrThrow();

  it('412 "Email validation required." for a user whose address is not validated; resend puts a link in the outbox', async () => {
    await ctx.db
      .updateTable('users')
      .set({ emailVerified: false })
      .where('email', '=', 'admin@beta.demo.test')
      .execute();
    const { status, json } = await login('admin@beta.demo.test');
    expect(status).toBe(412);
    expect(json.detail).toBe(EMAIL_VALIDATION_REQUIRED);
    expect((await ctx.request('POST', '/api/auth/v1/resendValidationEmail/admin@beta.demo.test')).status).toBe(204);
    const message = await newestMessage('admin@beta.demo.test', 'EMAIL_VALIDATION');
    const token = /confirmUser\/([\w-]+)/.exec(message.body)?.[1] ?? '';
    expect((await ctx.request('GET', `/api/auth/v1/checkUserInvited/${token}`)).json).toEqual({
      email: 'admin@beta.demo.test',
    });
    const set = await ctx.request('POST', `/api/auth/v1/validateUserInvited/${token}`, {
      body: { password: DEMO_PASSWORD, confirmedPassword: DEMO_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect((await login('admin@beta.demo.test')).status).toBe(200);
  });

  it('418 for an expired password (only after the password is right), with a reset link in the outbox', async () => {
    await ctx.db
      .updateTable('users')
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', 'agent@alpha.demo.test')
      .execute();
    expect((await login('agent@alpha.demo.test', { password: 'Wrong-Password-1!' })).status).toBe(401);
    const { status, json } = await login('agent@alpha.demo.test');
    expect(status).toBe(418);
    expect(json.detail).toBe(PASSWORD_EXPIRED);
    const message = await newestMessage('agent@alpha.demo.test', 'PASSWORD_RESET');
    expect(message.body).toMatch(/\/confirmPasswordReset\/[\w-]{20,}/);
  });

  describe('authenticator app (TOTP)', () => {
    let secret = '';
    let token = '';

    it('enrols with two consecutive codes, and refuses two codes that are not consecutive', async () => {
      token = await ctx.login('admin@alpha.demo.test');
      const started = await ctx.request('PUT', '/api/auth/v1/mfa/update?mfaType=GOOGLE', { token });
      expect(started.status).toBe(200);
      secret = started.json.secret;
      expect(started.json.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
      expect(started.json.qrCode).toMatch(/^data:image\/png;base64,/);
      const wrong = await ctx.request('POST', '/api/auth/v1/mfa/verify', {
        token,
        body: { mfaType: 'GOOGLE', mfa1: totpCode(secret, 3), mfa2: totpCode(secret, 1) },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.detail).toBe(CODE_INVALID);
      const done = await ctx.request('POST', '/api/auth/v1/mfa/verify', {
        token,
        body: { mfaType: 'GOOGLE', mfa1: totpCode(secret, 2), mfa2: totpCode(secret, 1) },
      });
      expect(done.status).toBe(200);
      expect((await ctx.request('GET', '/api/auth/v1/users/me', { token })).json.mfaType).toBe('GOOGLE');
    });

    it('the password alone now answers 307; the current code signs in; the same code replayed is refused', async () => {
      const first = await login('admin@alpha.demo.test');
      expect(first.status).toBe(307);
      expect(first.json.detail).toBe(MFA_REQUIRED);
      const code = totpCode(secret);
      expect((await login('admin@alpha.demo.test', { mfaCode: code })).status).toBe(200);
      const replay = await login('admin@alpha.demo.test', { mfaCode: code });
      expect(replay.status).toBe(401);
      expect(replay.json.detail).toBe(CODE_INVALID);
      // A code older than the last one used is a replay too.
      expect((await login('admin@alpha.demo.test', { mfaCode: totpCode(secret, 1) })).status).toBe(401);
    });

    it('an MFA reset link from the outbox turns the factor off; the link works once', async () => {
      expect(
        (await ctx.request('POST', '/api/auth/v1/mfa/reset', { body: { email: 'admin@alpha.demo.test' } })).status,
      ).toBe(204);
      const message = await newestMessage('admin@alpha.demo.test', 'MFA_RESET');
      const link = /confirmMfaReset\/([\w-]+)/.exec(message.body)?.[1] ?? '';
      expect((await ctx.request('POST', `/api/auth/v1/validateMFAReset/${link}`)).status).toBe(200);
      expect((await ctx.request('POST', `/api/auth/v1/validateMFAReset/${link}`)).status).toBe(404);
      expect((await login('admin@alpha.demo.test')).status).toBe(200);
    });
  });

  describe('e-mail code', () => {
    it('enrols with the code sent to the address, then each login sends a new code that works once', async () => {
      const token = await ctx.login('owner@customer.demo.test');
      expect((await ctx.request('PUT', '/api/auth/v1/mfa/update?mfaType=EMAIL', { token })).json.sentTo).toBe(
        'owner@customer.demo.test',
      );
      const enrolCode = codeIn((await newestMessage('owner@customer.demo.test', 'MFA_CODE')).body);
      expect(
        (await ctx.request('POST', '/api/auth/v1/mfa/verify', { token, body: { mfaType: 'EMAIL', mfa1: enrolCode } }))
          .status,
      ).toBe(200);

      expect((await login('owner@customer.demo.test')).status).toBe(307);
      const loginCode = codeIn((await newestMessage('owner@customer.demo.test', 'MFA_CODE')).body);
      expect(loginCode).not.toBe('');
      expect((await login('owner@customer.demo.test', { mfaCode: loginCode })).status).toBe(200);
      expect((await login('owner@customer.demo.test', { mfaCode: loginCode })).status).toBe(401);
    });

    it('text messages need a phone number', async () => {
      await ctx.db.updateTable('users').set({ phone: null }).where('email', '=', 'admin@beta.demo.test').execute();
      const token = await ctx.login('admin@beta.demo.test');
      const { status } = await ctx.request('PUT', '/api/auth/v1/mfa/update?mfaType=SMS', { token });
      expect(status).toBe(400);
    });
  });

  it('the outbox is for provider staff only', async () => {
    const staff = await ctx.login('staff@demo.test');
    const { status, json } = await ctx.request('GET', '/api/dev/outbox?recipient=owner@customer.demo.test', {
      token: staff,
    });
    expect(status).toBe(200);
    expect(json.content.length).toBeGreaterThan(0);
    expect(json.content.every((m: { recipient: string }) => m.recipient === 'owner@customer.demo.test')).toBe(true);
    const agency = await ctx.login('agent@alpha.demo.test').catch(() => '');
    if (agency) expect((await ctx.request('GET', '/api/dev/outbox', { token: agency })).status).toBe(403);
    const beta = await ctx.login('admin@beta.demo.test');
    expect((await ctx.request('GET', '/api/dev/outbox', { token: beta })).status).toBe(403);
  });
});
