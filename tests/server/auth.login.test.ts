import { LOGIN_FAILED, USER_DISABLED } from '../../src/server/auth/authRoutes';
import { DEMO_LOGINS } from '../../src/server/seed/demoData';
import { ACCOUNTS_API, DEMO, DEMO_PASSWORD, forEachDatabase, jwtPayload } from './support/databases';

const LOGIN = '/api/auth/v1/login';
const REFRESH = '/api/auth/v1/token/refresh';
const ME = '/api/auth/v1/users/me';

/** What each demo login should see of itself. */
const EXPECTED: Record<
  string,
  { accountName: string; accountType: string; realm: 'ACCOUNT' | 'TEAM'; permissions: string[] }
> = {
  [DEMO.staff]: {
    accountName: 'Adaptive Insurance',
    accountType: 'PROVIDER',
    realm: 'ACCOUNT',
    // Staff alone assign an account to an agency and decline it (resources/accounts/actions); staff and the
    // policyholder set its agent (resources/accounts/ownActions).
    permissions: [
      'account:assign-agency',
      'account:create',
      'account:decline',
      'account:delete',
      'account:read',
      'account:set-agent',
      'account:update',
    ],
  },
  [DEMO.alphaAdmin]: {
    accountName: 'Alpha Insurance Agency',
    accountType: 'AGENCY',
    realm: 'ACCOUNT',
    permissions: ['account:create', 'account:delete', 'account:read', 'account:update'],
  },
  [DEMO.alphaAgent]: {
    accountName: 'Alpha Insurance Agency',
    accountType: 'AGENCY',
    realm: 'TEAM',
    permissions: ['account:create', 'account:read', 'account:update'],
  },
  [DEMO.betaAdmin]: {
    accountName: 'Beta Brokers',
    accountType: 'AGENCY',
    realm: 'ACCOUNT',
    permissions: ['account:create', 'account:delete', 'account:read', 'account:update'],
  },
  [DEMO.owner]: {
    accountName: 'Customer Demo Co',
    accountType: 'CUSTOMER',
    realm: 'ACCOUNT',
    permissions: ['account:read', 'account:set-agent', 'account:update'],
  },
};

forEachDatabase('auth: login, profile, refresh', (ctx) => {
  const login = (username: string, password = DEMO_PASSWORD) =>
    ctx.request('POST', LOGIN, { body: { username, password } });

  describe('login', () => {
    it('the demo logins table matches the personas tested here', () => {
      expect(DEMO_LOGINS.map((l) => l.email)).toEqual(expect.arrayContaining(Object.keys(EXPECTED)));
    });

    it.each(Object.keys(EXPECTED))('%s signs in with the demo password and gets both tokens', async (email) => {
      const { status, json } = await login(email);
      expect(status).toBe(200);
      expect(typeof json.accessToken).toBe('string');
      expect(json.accessToken.split('.')).toHaveLength(3);
      expect(typeof json.refreshToken).toBe('string');
      expect(json.refreshToken.length).toBeGreaterThanOrEqual(32);
      expect(Object.keys(json).sort()).toEqual(['accessToken', 'refreshToken']);
    });

    it('records the time of the last login', async () => {
      await ctx.db.updateTable('users').set({ lastLogin: null }).where('email', '=', DEMO.betaAdmin).execute();
      expect((await login(DEMO.betaAdmin)).status).toBe(200);
      const row = await ctx.db
        .selectFrom('users')
        .select('lastLogin')
        .where('email', '=', DEMO.betaAdmin)
        .executeTakeFirstOrThrow();
      expect(row.lastLogin).toBeInstanceOf(Date);
      expect(Date.now() - row.lastLogin!.getTime()).toBeLessThan(60_000);
    });

    it('a wrong password answers 401 with the login-failed message', async () => {
      const { status, json } = await login(DEMO.staff, 'Wrong-Password-1!');
      expect(status).toBe(401);
      expect(json).toEqual({ status: 401, detail: LOGIN_FAILED });
      expect(json.detail).toBe('Login failed. Please double check your email and password.');
    });

    it('an unknown email gets exactly the same answer as a wrong password', async () => {
      const wrongPassword = await login(DEMO.staff, 'Wrong-Password-1!');
      const unknownEmail = await login('nobody@nowhere.demo.test', DEMO_PASSWORD);
      expect(unknownEmail.status).toBe(401);
      expect(unknownEmail.json).toEqual(wrongPassword.json);
      expect(unknownEmail.text).toBe(wrongPassword.text);
    });

    it('a disabled user answers 409 with the disabled message, even with the right password', async () => {
      await ctx.db.updateTable('users').set({ enabled: false }).where('email', '=', DEMO.alphaAgent).execute();
      try {
        const { status, json } = await login(DEMO.alphaAgent);
        expect(status).toBe(409);
        expect(json).toEqual({ status: 409, detail: USER_DISABLED });
        // A disabled user with a wrong password learns nothing more than anyone else.
        expect((await login(DEMO.alphaAgent, 'Wrong-Password-1!')).status).toBe(401);
      } finally {
        await ctx.db.updateTable('users').set({ enabled: true }).where('email', '=', DEMO.alphaAgent).execute();
      }
      expect((await login(DEMO.alphaAgent)).status).toBe(200);
    });

    it('an access token stops working once its user is disabled', async () => {
      const token = await ctx.login(DEMO.alphaAgent);
      expect((await ctx.request('GET', ME, { token })).status).toBe(200);
      await ctx.db.updateTable('users').set({ enabled: false }).where('email', '=', DEMO.alphaAgent).execute();
      try {
        expect((await ctx.request('GET', ME, { token })).status).toBe(401);
      } finally {
        await ctx.db.updateTable('users').set({ enabled: true }).where('email', '=', DEMO.alphaAgent).execute();
      }
    });

    it('the email is case-insensitive and surrounding spaces are ignored', async () => {
      for (const username of ['STAFF@DEMO.TEST', 'Staff@Demo.Test', '  staff@demo.test  ']) {
        const { status, json } = await login(username);
        expect(status, username).toBe(200);
        expect(jwtPayload(json.accessToken).sub).toBeTruthy();
      }
    });

    it('the password is case-sensitive', async () => {
      expect((await login(DEMO.staff, DEMO_PASSWORD.toLowerCase())).status).toBe(401);
      expect((await login(DEMO.staff, DEMO_PASSWORD.toUpperCase())).status).toBe(401);
    });

    it('a body without username or password is a 400, not a 500', async () => {
      const noPassword = await ctx.request('POST', LOGIN, { body: { username: DEMO.staff } });
      expect(noPassword.status).toBe(400);
      expect(noPassword.json.errors.map((e: { field: string }) => e.field)).toContain('password');
      const noUsername = await ctx.request('POST', LOGIN, { body: { password: DEMO_PASSWORD } });
      expect(noUsername.status).toBe(400);
      expect(noUsername.json.errors.map((e: { field: string }) => e.field)).toContain('username');
    });
  });

  describe('access token', () => {
    it.each(Object.keys(EXPECTED))(
      'the JWT payload of %s carries sub, acc, accType, subType and realm',
      async (email) => {
        const token = await ctx.login(email);
        const payload = jwtPayload(token);
        const user = await ctx.db
          .selectFrom('users')
          .innerJoin('accounts', 'accounts.id', 'users.accountId')
          .select(['users.id', 'users.accountId', 'accounts.accountType'])
          .where('users.email', '=', email)
          .executeTakeFirstOrThrow();
        expect(payload.sub).toBe(user.id);
        expect(payload.acc).toBe(user.accountId);
        expect(payload.accType).toBe(EXPECTED[email].accountType);
        expect(payload.accType).toBe(user.accountType);
        expect(payload.subType).toBe(EXPECTED[email].accountType);
        expect(payload.realm).toBe(EXPECTED[email].realm);
        expect(payload.typ).toBe('access');
        expect(typeof payload.exp).toBe('number');
        expect(payload.exp as number).toBeGreaterThan(Date.now() / 1000);
        // No secrets in a token anyone can decode.
        expect(JSON.stringify(payload)).not.toMatch(/password|hash/i);
      },
    );

    it.each(Object.keys(EXPECTED))('GET users/me answers the profile of %s', async (email) => {
      const token = await ctx.login(email);
      const { status, json } = await ctx.request('GET', ME, { token });
      expect(status).toBe(200);
      const expected = EXPECTED[email];
      expect(json.email).toBe(email);
      expect(json.id).toBe(jwtPayload(token).sub);
      expect(json.account).toMatchObject({
        id: jwtPayload(token).acc,
        name: expected.accountName,
        accountType: expected.accountType,
      });
      // The account permissions of each role; roles hold other resources' permissions too.
      const accountPermissions = (json.permissions as string[]).filter((p) => p.startsWith('account:')).sort();
      expect(accountPermissions).toEqual(expected.permissions);
      expect(json.realm).toBe(expected.realm);
      expect(typeof json.role.name).toBe('string');
      expect(json).not.toHaveProperty('passwordHash');
    });

    it('the agent profile lists its team', async () => {
      const { json } = await ctx.request('GET', ME, { token: await ctx.login(DEMO.alphaAgent) });
      const team = await ctx.db
        .selectFrom('teams')
        .select('id')
        .where('name', '=', 'Alpha East')
        .executeTakeFirstOrThrow();
      expect(json.teamIds).toEqual([team.id]);
    });

    it('a protected route without a token answers 401', async () => {
      for (const url of [ME, `${ACCOUNTS_API}/search`]) {
        const { status, json } = await ctx.request('GET', url);
        expect(status, url).toBe(401);
        expect(json.status).toBe(401);
        expect(typeof json.detail).toBe('string');
      }
    });

    it('a forged, garbled or refresh token in place of an access token answers 401', async () => {
      const good = await ctx.login(DEMO.owner);
      const [header, payload, signature] = good.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ ...jwtPayload(good), accType: 'PROVIDER' })).toString(
        'base64url',
      );
      const { refreshToken } = await ctx.loginTokens(DEMO.owner);
      for (const token of [
        `${header}.${forgedPayload}.${signature}`,
        'not-a-jwt',
        `${header}.${payload}.`,
        refreshToken,
      ]) {
        expect((await ctx.request('GET', ME, { token })).status).toBe(401);
      }
      const basic = await ctx.request('GET', ME, {
        headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      });
      expect(basic.status).toBe(401);
    });

    it('public routes need no token', async () => {
      const health = await ctx.request('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.json).toEqual({ status: 'UP', database: ctx.kind });
      expect((await ctx.request('GET', '/api/config')).status).toBe(200);
    });
  });

  describe('refresh', () => {
    const refresh = (refreshToken: string) => ctx.request('POST', REFRESH, { body: { refreshToken } });

    it('rotates: the new tokens work, the used refresh token is refused and its whole family revoked', async () => {
      const first = await ctx.loginTokens(DEMO.alphaAdmin);

      const rotated = await refresh(first.refreshToken);
      expect(rotated.status).toBe(200);
      expect(rotated.json.refreshToken).not.toBe(first.refreshToken);
      expect(jwtPayload(rotated.json.accessToken).sub).toBe(jwtPayload(first.accessToken).sub);
      const me = await ctx.request('GET', ME, { token: rotated.json.accessToken });
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(DEMO.alphaAdmin);

      // The newer refresh token works once more...
      const second = await refresh(rotated.json.refreshToken);
      expect(second.status).toBe(200);

      // ...then the first one is replayed: refused, and every token of the family with it.
      const replay = await refresh(first.refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.json.status).toBe(401);
      expect((await refresh(second.json.refreshToken)).status).toBe(401);

      const family = await ctx.db
        .selectFrom('refreshTokens')
        .innerJoin('users', 'users.id', 'refreshTokens.userId')
        .select(['refreshTokens.familyId', 'refreshTokens.revokedAt'])
        .where('users.email', '=', DEMO.alphaAdmin)
        .execute();
      const familyIds = new Set(family.map((t) => t.familyId));
      expect(familyIds.size).toBeGreaterThanOrEqual(1);
      // The three tokens of this session's family (first, rotated, second) are all revoked.
      const revoked = family.filter((t) => t.revokedAt !== null);
      expect(revoked.length).toBeGreaterThanOrEqual(3);
    });

    it('revoking one family leaves the same user’s other sessions alone', async () => {
      const a = await ctx.loginTokens(DEMO.betaAdmin);
      const b = await ctx.loginTokens(DEMO.betaAdmin);
      const aNext = await refresh(a.refreshToken);
      expect(aNext.status).toBe(200);
      expect((await refresh(a.refreshToken)).status).toBe(401); // replay revokes family a
      expect((await refresh(aNext.json.refreshToken)).status).toBe(401);
      expect((await refresh(b.refreshToken)).status).toBe(200);
    });

    it('an unknown refresh token answers 401, an empty body 400', async () => {
      expect((await refresh('made-up-token')).status).toBe(401);
      expect((await ctx.request('POST', REFRESH, { body: {} })).status).toBe(400);
    });

    it('an expired refresh token answers 401', async () => {
      const { refreshToken } = await ctx.loginTokens(DEMO.owner);
      const userId = (
        await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.owner).executeTakeFirstOrThrow()
      ).id;
      await ctx.db
        .updateTable('refreshTokens')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .execute();
      const answer = await refresh(refreshToken);
      expect(answer.status).toBe(401);
      expect(answer.json.detail).toMatch(/expired/i);
    });

    it('logout with a refresh token ends that session only', async () => {
      const ended = await ctx.loginTokens(DEMO.staff);
      const other = await ctx.loginTokens(DEMO.staff);
      const out = await ctx.request('POST', '/api/auth/v1/logout', { body: { refreshToken: ended.refreshToken } });
      expect(out.status).toBe(204);
      expect(out.text).toBe('');
      expect((await refresh(ended.refreshToken)).status).toBe(401);
      expect((await refresh(other.refreshToken)).status).toBe(200);
    });

    it('logout also ends the session when given a later (rotated) token of it', async () => {
      const tokens = await ctx.loginTokens(DEMO.staff);
      const rotated = await refresh(tokens.refreshToken);
      expect(rotated.status).toBe(200);
      expect(
        (await ctx.request('POST', '/api/auth/v1/logout', { body: { refreshToken: rotated.json.refreshToken } }))
          .status,
      ).toBe(204);
      expect((await refresh(rotated.json.refreshToken)).status).toBe(401);
    });

    it('logout with an unknown token changes nothing; without a token it is a 400', async () => {
      const tokens = await ctx.loginTokens(DEMO.staff);
      expect(
        (await ctx.request('POST', '/api/auth/v1/logout', { body: { refreshToken: 'made-up-token' } })).status,
      ).toBe(204);
      expect((await refresh(tokens.refreshToken)).status).toBe(200);
      expect((await ctx.request('POST', '/api/auth/v1/logout', { body: {} })).status).toBe(400);
    });
  });
});
