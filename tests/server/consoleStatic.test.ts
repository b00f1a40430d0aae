/**
 * The built console beside the API: files under assets/ carry their content's hash in their names, so a browser may
 * keep them for good (`immutable`, a year); index.html and every deep link answer `no-cache`, so a deploy's new
 * index.html, and through it the new files, is seen at the next load. A console folder made for the test stands in
 * for `npm run build`'s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forEachDatabase } from './support/databases';

const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srvtest-console-'));
fs.mkdirSync(path.join(consoleDir, 'assets'));
fs.writeFileSync(
  path.join(consoleDir, 'index.html'),
  '<!doctype html><title>Console</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
);
fs.writeFileSync(path.join(consoleDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("console");');
fs.writeFileSync(path.join(consoleDir, 'robots.txt'), 'User-agent: *\n');
afterAll(() => fs.rmSync(consoleDir, { recursive: true, force: true }));

forEachDatabase(
  'console files',
  (ctx) => {
    it('lets a browser keep a hashed asset for a year without asking again', async () => {
      const asset = await ctx.request('GET', '/assets/index-Ab12Cd34.js');
      expect(asset.status).toBe(200);
      expect(asset.text).toBe('console.log("console");');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('asks the browser to check index.html and deep links at every load', async () => {
      for (const url of ['/login', '/admin/accounts/123/show']) {
        const page = await ctx.request('GET', url);
        expect(page.status, url).toBe(200);
        expect(page.text, url).toContain('/assets/index-Ab12Cd34.js');
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
    });

    it('does not mark a file outside assets/ immutable', async () => {
      const robots = await ctx.request('GET', '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers['cache-control']).not.toContain('immutable');
    });
  },
  { kinds: ['embedded'], env: { CONSOLE_DIR: consoleDir } },
);
