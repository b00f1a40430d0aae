import { spawn } from 'node:child_process';
import path from 'node:path';
import { EMBEDDED_NODE_FLAGS } from './nodeFlags';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the launcher on the fixture with `env`; answers the fixture's node flags and the launcher's exit code after SIGTERM. */
async function launch(env: Record<string, string>): Promise<{ flags: string[]; code: number | null }> {
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts', 'src/server/start.fixture.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const flags = await new Promise<string[]>((resolve) => {
    let output = '';
    launcher.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('\n')) resolve(JSON.parse(output.split('\n')[0]) as string[]);
    });
  });
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
  launcher.kill('SIGTERM');
  return { flags: flags.filter((flag) => flag.startsWith('--') && !flag.startsWith('--import') && !flag.includes('tsx')), code: await exited };
}

describe('npm start’s launcher (start.ts)', () => {
  it('starts the server with the embedded database’s memory flags when DATABASE_URL is not set, and passes SIGTERM on', async () => {
    const { flags, code } = await launch({ DATABASE_URL: '' });
    expect(flags).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=25']);
    expect(EMBEDDED_NODE_FLAGS).toEqual(flags);
    expect(code).toBe(7);
  });

  it('starts the server with V8’s own young generation on PostgreSQL', async () => {
    const { flags, code } = await launch({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(flags).toEqual(['--heap-growing-percent=50']);
    expect(code).toBe(7);
  });
});
