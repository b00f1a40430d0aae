/** The same server over a real TCP socket (listen on port 0 + fetch), not app.inject. */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { buildApp } from '../../src/server/app';
import { ACCOUNTS_API, DEMO, DEMO_PASSWORD, forEachDatabase, makeTempDataDir, removeDir } from './support/databases';

const listenOnFreePort = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  expect(port).toBeGreaterThan(0);
  return `http://127.0.0.1:${port}`;
};

const INDEX_HTML =
  '<!doctype html><html><head><title>Console test build</title></head><body><div id="root"></div></body></html>';

forEachDatabase('real HTTP over a socket', (ctx) => {
  let base: string;
  let token: string;

  beforeAll(async () => {
    base = await listenOnFreePort(ctx.app);
  });

  const call = (method: string, url: string, body?: unknown, bearer?: string) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  it('answers the health check', async () => {
    const response = await call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ status: 'UP', database: ctx.kind });
  });

  it('logs in and searches accounts', async () => {
    const login = await call('POST', '/api/auth/v1/login', { username: DEMO.alphaAdmin, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { accessToken: string }).accessToken;

    const search = await call(
      'GET',
      `${ACCOUNTS_API}/search?page=0&size=5&sort=name,asc&search=*alpha*`,
      undefined,
      token,
    );
    expect(search.status).toBe(200);
    const page = (await search.json()) as { content: { name: string }[]; totalElements: number };
    expect(page.totalElements).toBe(1);
    expect(page.content.map((r) => r.name)).toEqual(['Alpha Omega Consulting']);

    const encoded = await call(
      'GET',
      `${ACCOUNTS_API}/search?size=1000&${encodeURIComponent('f[status][in]')}=Open%2CQuoted`,
      undefined,
      token,
    );
    expect(encoded.status).toBe(200);
    const filtered = (await encoded.json()) as { content: { status: string }[] };
    expect(filtered.content.length).toBeGreaterThan(0);
    for (const r of filtered.content) expect(['Open', 'Quoted']).toContain(r.status);
  });

  it('a wrong password is a 401 over the wire too', async () => {
    const response = await call('POST', '/api/auth/v1/login', { username: DEMO.alphaAdmin, password: 'nope' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 401,
      detail: 'Login failed. Please double check your email and password.',
    });
  });

  it('creates, reads and deletes a record over the wire', async () => {
    const created = await call(
      'POST',
      ACCOUNTS_API,
      { name: 'Socket Test Co', country: 'US', address1: '1 Wire St', city: 'Austin', state: 'TX', zipCode: '78701' },
      token,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await call('GET', `${ACCOUNTS_API}/${id}`, undefined, token)).status).toBe(200);
    expect((await call('DELETE', `${ACCOUNTS_API}/${id}`, undefined, token)).status).toBe(200);
    expect((await call('GET', `${ACCOUNTS_API}/${id}`, undefined, token)).status).toBe(404);
  });

  it('a malformed JSON body is a 400, not a 500', async () => {
    const response = await fetch(`${base}/api/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { status: number }).status).toBe(400);
  });

  it('an unknown /api path is a 404 in JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['GET', '/api/account/v1/unknown'],
    ] as const) {
      const response = await call(method, url, method === 'POST' ? {} : undefined, token);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ status: 404, detail: `No route ${method} ${url}` });
    }
  });

  it('without a built console, a page request answers a clear 404 text', async () => {
    expect(fs.existsSync(ctx.config.consoleDir)).toBe(false);
    for (const url of ['/', '/admin/accounts', '/login?next=%2Fadmin']) {
      const response = await call('GET', url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await response.text()).toMatch(/console is not built.*npm run build/i);
    }
  });

  describe('with a built console', () => {
    let consoleDir: string;
    let consoleApp: FastifyInstance;
    let consoleBase: string;

    beforeAll(async () => {
      consoleDir = makeTempDataDir('srvtest-console-');
      fs.writeFileSync(path.join(consoleDir, 'index.html'), INDEX_HTML);
      fs.mkdirSync(path.join(consoleDir, 'assets'));
      fs.writeFileSync(path.join(consoleDir, 'assets', 'app-123.js'), 'console.log("app");');
      // A second app on the same database, configured with the console folder.
      consoleApp = await buildApp({ ...ctx.config, consoleDir }, ctx.database, PLATFORM_RESOURCES);
      consoleBase = await listenOnFreePort(consoleApp);
    });

    afterAll(async () => {
      await consoleApp?.close();
      removeDir(consoleDir);
    });

    it.each([
      '/',
      '/admin/accounts',
      '/admin/accounts/0b7c7f2e-1111-4111-8111-111111111111/show',
      '/agency/dashboard?tab=2',
    ])('the deep link %s gets index.html', async (url) => {
      const response = await fetch(`${consoleBase}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(INDEX_HTML);
    });

    it('static files are served as they are', async () => {
      const response = await fetch(`${consoleBase}/assets/app-123.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(await response.text()).toBe('console.log("app");');
    });

    it('/api/nope is not the SPA: a JSON 404', async () => {
      const response = await fetch(`${consoleBase}/api/nope`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const text = await response.text();
      expect(text).not.toContain('<html');
      expect(JSON.parse(text)).toEqual({ status: 404, detail: 'No route GET /api/nope' });
    });

    it('a non-GET to a page path is not answered with index.html', async () => {
      const response = await fetch(`${consoleBase}/admin/accounts`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<html');
    });

    it('the API still works beside the console', async () => {
      const response = await fetch(`${consoleBase}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'UP', database: ctx.kind });
    });
  });
});
