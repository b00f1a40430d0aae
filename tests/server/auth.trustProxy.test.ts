/**
 * Whose address the sign-in throttle counts: the socket's peer unless TRUST_PROXY names the proxy, and only
 * then the address that proxy forwards.
 */
import { THROTTLED_MESSAGE } from '../../src/server/auth/throttle';
import { forEachDatabase, type ServerTestContext } from './support/databases';

const LOGIN = '/api/auth/v1/login';
const PROXY = '10.9.8.7';

const failedSignIn = async (ctx: ServerTestContext, i: number, remoteAddress: string, forwardedFor: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `guess${i}@nowhere.test`, password: 'Wrong-Password-1' },
  });
  return { status: response.statusCode, detail: response.json().detail as string };
};

forEachDatabase('auth: TRUST_PROXY unset, forwarded addresses do not count', (ctx) => {
  it('51 failed sign-ins from one client under changing X-Forwarded-For values are throttled', async () => {
    const answers = [];
    for (let i = 0; i < 51; i++) answers.push(await failedSignIn(ctx, i, '192.0.2.50', `203.0.113.${i + 1}`));
    expect(answers.slice(0, 50).every((a) => a.status === 401)).toBe(true);
    expect(answers[50]).toEqual({ status: 429, detail: THROTTLED_MESSAGE });
    // Another client (another socket address) is not held back by it.
    expect((await failedSignIn(ctx, 99, '192.0.2.51', '203.0.113.1')).status).toBe(401);
  });
});

forEachDatabase(
  'auth: TRUST_PROXY names the proxy, the forwarded address counts',
  (ctx) => {
    it('clients behind the proxy are counted apart by the address it forwards', async () => {
      for (let i = 0; i < 50; i++) expect((await failedSignIn(ctx, i, PROXY, '198.51.100.20')).status).toBe(401);
      expect(await failedSignIn(ctx, 50, PROXY, '198.51.100.20')).toEqual({ status: 429, detail: THROTTLED_MESSAGE });
      // Another client behind the same proxy still gets its own guesses.
      expect((await failedSignIn(ctx, 51, PROXY, '198.51.100.21')).status).toBe(401);
    });

    it('a client that is not the proxy cannot choose its address by the header', async () => {
      for (let i = 0; i < 50; i++) await failedSignIn(ctx, 100 + i, '192.0.2.77', `198.51.100.${100 + i}`);
      expect((await failedSignIn(ctx, 150, '192.0.2.77', '198.51.100.250')).status).toBe(429);
    });
  },
  { env: { TRUST_PROXY: PROXY } },
);
