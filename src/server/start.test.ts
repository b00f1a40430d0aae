import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../tools/build/serverBuild';
import { EMBEDDED_NODE_FLAGS } from './nodeFlags';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = 'src/server/start.fixture.ts';
const SOURCE_LAUNCHER = ['--import', 'tsx', 'src/server/start.ts', FIXTURE];

/**
 * Runs a launcher (`args` after node) with `env`; answers the node flags its server was started with (what the
 * fixture prints as its first line) and the launcher's exit code after SIGTERM.
 */
async function launch(
  env: Record<string, string>,
  args = SOURCE_LAUNCHER,
): Promise<{ flags: string[]; code: number | null }> {
  const launcher = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const flags = await new Promise<string[]>((resolve) => {
    let output = '';
    launcher.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('\n')) resolve(JSON.parse(output.split('\n')[0]) as string[]);
    });
  });
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
  launcher.kill('SIGTERM');
  return { flags, code: await exited };
}

/** The flags without tsx's loader, which the source launcher adds for a TypeScript server. */
const v8Flags = (flags: string[]): string[] =>
  flags.filter((flag) => flag.startsWith('--') && !flag.startsWith('--import') && !flag.includes('tsx'));

describe('npm start’s launcher (start.ts)', () => {
  it('starts the server with the embedded database’s memory flags when DATABASE_URL is not set, and passes SIGTERM on', async () => {
    const { flags: all, code } = await launch({ DATABASE_URL: '' });
    const flags = v8Flags(all);
    expect(flags).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=25']);
    expect(EMBEDDED_NODE_FLAGS).toEqual(flags);
    expect(code).toBe(7);
  });

  it('starts the server with a larger young generation on PostgreSQL', async () => {
    const { flags, code } = await launch({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(v8Flags(flags)).toEqual(['--heap-growing-percent=50', '--max-semi-space-size=64']);
    expect(code).toBe(7);
  });

  it('preloads OpenTelemetry (tracing.ts) after the loader and before the server, only with an OTLP endpoint', async () => {
    const off = await launch({ DATABASE_URL: '' });
    expect(off.flags.filter((flag) => flag.includes('tracing'))).toEqual([]);
    const on = await launch({ DATABASE_URL: '', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    const preload = on.flags.findIndex((flag) => flag.endsWith('/src/server/tracing.ts'));
    expect(preload).toBeGreaterThan(on.flags.indexOf('tsx'));
    expect(on.flags[preload - 1]).toBe('--import');
    expect(on.code).toBe(7);
  });

  it('as built (`npm start`), starts the main.mjs beside it with plain node: no TypeScript loader', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-build-'));
    try {
      await buildServer(outDir);
      // The fixture is plain JavaScript; in the built main's place it prints what the launcher started it with.
      fs.copyFileSync(path.join(ROOT, FIXTURE), path.join(outDir, 'main.mjs'));
      const { flags, code } = await launch({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }, [
        path.join(outDir, 'start.mjs'),
      ]);
      expect(flags).toEqual(['--heap-growing-percent=50', '--max-semi-space-size=64']);
      expect(code).toBe(7);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
