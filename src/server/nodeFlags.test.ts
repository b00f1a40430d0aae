import fs from 'node:fs';
import path from 'node:path';
import { EMBEDDED_NODE_FLAGS, POSTGRES_NODE_FLAGS, serverNodeFlags } from './nodeFlags';

describe('the server’s node flags', () => {
  it('`npm start` builds, then starts the server through the built launcher that applies them', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe('npm run build && node dist/server/start.mjs');
  });

  it('are the embedded database’s without DATABASE_URL (blank included) and PostgreSQL’s with it', () => {
    expect(serverNodeFlags({})).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=25']);
    expect(serverNodeFlags({ DATABASE_URL: '' })).toBe(EMBEDDED_NODE_FLAGS);
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })).toEqual([
      '--heap-growing-percent=50',
      '--max-semi-space-size=64',
    ]);
    expect(POSTGRES_NODE_FLAGS).not.toContain('--max-semi-space-size=8');
  });
});
