import { THROTTLED_MESSAGE } from '../../../src/server/auth/throttle';
import { DEMO_PASSWORD, type ServerTestContext } from './databases';

const LOGIN = '/api/auth/v1/login';

/** The throttling journeys, run with the counters in the database and in Redis. */
export function throttleJourneys(ctx: ServerTestContext): void {
  // Each client is told apart by its own address (the socket's peer): no proxy is trusted in these suites.
  const login = async (username: string, password: string, address: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: address,
      payload: { username, password },
    });
    return { status: response.statusCode, json: response.json() };
  };

  it('20 wrong passwords in a row are throttled, while another account from another address still signs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await login('admin@beta.demo.test', `Wrong-${i}-Password`, '203.0.113.7')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The right password does not get through while throttled, from any address.
    const right = await login('admin@beta.demo.test', DEMO_PASSWORD, '198.51.100.9');
    expect(right.status).toBe(429);
    expect(right.json.detail).toBe(THROTTLED_MESSAGE);
    expect((await login('admin@alpha.demo.test', DEMO_PASSWORD, '198.51.100.10')).status).toBe(200);
  });

  it('an unknown account is throttled with the same answer as a known one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login('ghost@nowhere.test', 'Wrong-Password-1', '203.0.113.8')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const last = await login('ghost@nowhere.test', 'Wrong-Password-1', '203.0.113.8');
    expect(last.status).toBe(429);
    expect(last.json.detail).toBe(THROTTLED_MESSAGE);
  });

  it('one address guessing across many accounts is throttled too', async () => {
    let last = 0;
    for (let i = 0; i < 51; i++)
      last = (await login(`someone${i}@nowhere.test`, 'Wrong-Password-1', '203.0.113.99')).status;
    expect(last).toBe(429);
    expect((await login('owner@customer.demo.test', DEMO_PASSWORD, '203.0.113.99')).status).toBe(429);
    expect((await login('owner@customer.demo.test', DEMO_PASSWORD, '203.0.113.100')).status).toBe(200);
  });
}
