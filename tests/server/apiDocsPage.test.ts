/**
 * The API reference page at /api/docs: public, an HTML page whose scripts are files (no inline script), the same
 * document as /api/openapi.json beside it, and the page listed in that document as a public route.
 */
import { forEachDatabase } from './support/databases';

forEachDatabase('API reference page', (ctx) => {
  it('answers an HTML page without signing in, loading every script from a file of its own', async () => {
    const page = await ctx.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/api\/docs\/static\/[\w.-]+\.js"/);
      expect(body.trim()).toBe('');
    }
    for (const [, source] of page.text.matchAll(/\bsrc="([^"]+)"/g)) {
      const file = await ctx.request('GET', source);
      expect(file.status, source).toBe(200);
      expect(String(file.headers['content-type']), source).toContain('javascript');
    }
  });

  it('serves the OpenAPI document beside the page, the one /api/openapi.json serves', async () => {
    const beside = await ctx.request('GET', '/api/docs/json');
    const served = await ctx.request('GET', '/api/openapi.json');
    expect(beside.status).toBe(200);
    expect(beside.json.paths['/api/quote/v1']).toBeDefined();
    expect(Object.keys(beside.json.paths)).toEqual(Object.keys(served.json.paths));
  });

  it('lists the page in the document as a public route, and not its files', async () => {
    const document = (await ctx.request('GET', '/api/openapi.json')).json;
    expect(document.paths['/api/docs'].get.security).toEqual([]);
    expect(
      Object.keys(document.paths).filter((path) => path.startsWith('/api/docs/') && !path.startsWith('/api/docs/v1')),
    ).toEqual([]);
  });
});
