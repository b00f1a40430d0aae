import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './nodeFlags';

describe('the server’s node flags', () => {
  it('are the ones `npm start` runs the server with', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    const start = pkg.scripts.start;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/server/main.ts`);
  });
});
