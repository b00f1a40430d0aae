import { LOGIN_FAILED } from '../../src/server/auth/authRoutes';
import { SSO_NOT_ENABLED } from '../../src/server/auth/ssoRoutes';
import { DEMO, forEachDatabase } from './support/databases';
import { startTestIdentityProvider, TEST_CLIENT_ID } from './support/testIdentityProvider';

const ENABLED = '/api/auth/v1/sso/enabled';
const STATUS = '/api/auth/v1/sso/status';
const TOKEN = '/api/auth/v1/sso/token';
const ME = '/api/auth/v1/users/me';

const provider = await startTestIdentityProvider();
afterAll(() => provider.close());

const ssoEnv = {
  FEATURE_FLAGS: 'sso_login',
  SSO_ISSUER: provider.issuer,
  SSO_CLIENT_ID: TEST_CLIENT_ID,
  SSO_DOMAINS: 'beta.demo.test',
  SSO_USERS: DEMO.owner,
};

forEachDatabase(
  'auth: single sign-on',
  (ctx) => {
    const exchange = (idToken: string, nonce?: string) =>
      ctx.request('POST', TOKEN, { body: { idToken, ...(nonce ? { nonce } : {}) } });

    it.each([
      [DEMO.betaAdmin, true],
      ['Someone.New@BETA.demo.test', true],
      [DEMO.owner, true],
      [DEMO.staff, false],
      [DEMO.alphaAdmin, false],
      ['owner@customer.demo.test.evil', false],
    ])('the SSO check of %s answers enabled: %s', async (email, enabled) => {
      const { status, json } = await ctx.request('GET', `${ENABLED}/${encodeURIComponent(email)}`);
      expect(status).toBe(200);
      expect(json).toEqual({ enabled });
    });

    it('tells the console where the identity provider is', async () => {
      const { status, json } = await ctx.request('GET', STATUS);
      expect(status).toBe(200);
      expect(json).toEqual({
        enabled: true,
        authority: provider.issuer,
        clientId: TEST_CLIENT_ID,
        scopes: ['openid', 'profile', 'email', 'offline_access'],
      });
    });

    it("a valid id token mints the platform's tokens, which work on an authenticated route and refresh", async () => {
      const { status, json } = await exchange(await provider.signIdToken({ email: DEMO.betaAdmin }));
      expect(status).toBe(200);
      expect(Object.keys(json).sort()).toEqual(['accessToken', 'refreshToken']);
      const me = await ctx.request('GET', ME, { token: json.accessToken });
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(DEMO.betaAdmin);
      expect(me.json.account).toMatchObject({ name: 'Beta Brokers', accountType: 'AGENCY' });
      const refreshed = await ctx.request('POST', '/api/auth/v1/token/refresh', {
        body: { refreshToken: json.refreshToken },
      });
      expect(refreshed.status).toBe(200);
    });

    it('the e-mail in the token is matched case-insensitively', async () => {
      const { status } = await exchange(await provider.signIdToken({ email: 'Owner@Customer.Demo.Test' }));
      expect(status).toBe(200);
    });

    it('a token carrying the nonce the console sent is accepted; another nonce is refused', async () => {
      expect((await exchange(await provider.signIdToken({ email: DEMO.betaAdmin, nonce: 'n-1' }), 'n-1')).status).toBe(
        200,
      );
      const mismatch = await exchange(await provider.signIdToken({ email: DEMO.betaAdmin, nonce: 'n-2' }), 'n-1');
      expect(mismatch.status).toBe(401);
    });

    const refusals: Array<[string, () => Promise<string>]> = [
      ['another audience', () => provider.signIdToken({ email: DEMO.betaAdmin, audience: 'some-other-client' })],
      ['another issuer', () => provider.signIdToken({ email: DEMO.betaAdmin, issuer: 'https://elsewhere.example' })],
      ['an expired token', () => provider.signIdToken({ email: DEMO.betaAdmin, expiresIn: -600 })],
      ['a key the provider does not publish', () => provider.signIdToken({ email: DEMO.betaAdmin, foreignKey: true })],
      ['an unknown user of an SSO domain', () => provider.signIdToken({ email: 'nobody@beta.demo.test' })],
      ['a user who does not sign in through SSO', () => provider.signIdToken({ email: DEMO.staff })],
      ['a token that is not a JWT', async () => 'not-a-token'],
    ];
    it.each(refusals)('%s is refused with 401 and the login-failed text', async (_case, makeToken) => {
      const { status, json } = await exchange(await makeToken());
      expect(status).toBe(401);
      expect(json).toEqual({ status: 401, detail: LOGIN_FAILED });
    });

    it('a disabled user is refused with the same 401', async () => {
      await ctx.db.updateTable('users').set({ enabled: false }).where('email', '=', DEMO.betaAdmin).execute();
      try {
        const { status, json } = await exchange(await provider.signIdToken({ email: DEMO.betaAdmin }));
        expect(status).toBe(401);
        expect(json.detail).toBe(LOGIN_FAILED);
      } finally {
        await ctx.db.updateTable('users').set({ enabled: true }).where('email', '=', DEMO.betaAdmin).execute();
      }
    });

    it('a replayed id token is refused, and so is another token with the same jti', async () => {
      const idToken = await provider.signIdToken({ email: DEMO.betaAdmin, jti: 'jti-replay' });
      expect((await exchange(idToken)).status).toBe(200);
      const replay = await exchange(idToken);
      expect(replay.status).toBe(401);
      expect(replay.json.detail).toBe(LOGIN_FAILED);
      const sameJti = await exchange(await provider.signIdToken({ email: DEMO.owner, jti: 'jti-replay' }));
      expect(sameJti.status).toBe(401);
    });

    it('a token without jti signs in once', async () => {
      const idToken = await provider.signIdToken({ email: DEMO.owner, jti: null });
      expect((await exchange(idToken)).status).toBe(200);
      expect((await exchange(idToken)).status).toBe(401);
    });
  },
  { env: ssoEnv },
);

forEachDatabase(
  'auth: single sign-on without the sso_login flag',
  (ctx) => {
    it('answers not enabled and refuses to exchange tokens', async () => {
      expect((await ctx.request('GET', `${ENABLED}/${DEMO.betaAdmin}`)).json).toEqual({ enabled: false });
      expect((await ctx.request('GET', STATUS)).json).toEqual({ enabled: false });
      const { status, json } = await ctx.request('POST', TOKEN, {
        body: { idToken: await provider.signIdToken({ email: DEMO.betaAdmin }) },
      });
      expect(status).toBe(404);
      expect(json.detail).toBe(SSO_NOT_ENABLED);
    });
  },
  { env: { ...ssoEnv, FEATURE_FLAGS: '' }, kinds: ['embedded'] },
);
