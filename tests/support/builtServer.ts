import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { buildServer } from '../../src/tools/build/serverBuild';

/** Set by a run's global setup: the bundled server its workers start (they inherit the environment). */
const BUILT_SERVER_ENV = 'BUILT_SERVER_MAIN';
const ROOT = path.resolve(import.meta.dirname, '../..');

let building: Promise<string> | undefined;

/**
 * The server the tests and benchmarks start, built as `npm start` builds it (`buildServer`) from this checkout's
 * source, so it is never an older build than the code under test. A run's global setup builds it once (`setup`);
 * a process outside such a run builds its own on first use. Each build is removed when the process that made it
 * exits; building takes well under a second.
 */
export function builtServer(): Promise<string> {
  const given = process.env[BUILT_SERVER_ENV];
  if (given) return Promise.resolve(given);
  building ??= builtCheckout(ROOT);
  return building;
}

/**
 * For a global setup: builds the run's server and hands it to the workers (a worker may be ended without its exit
 * handlers running, so the run builds it, not each worker). Answers its removal, for the teardown.
 */
export async function buildServerForRun(): Promise<() => void> {
  const main = await builtServer();
  process.env[BUILT_SERVER_ENV] = main;
  return () => removeBuild(path.dirname(main));
}

/**
 * The server of the checkout at `root` (this one, or another commit's `git worktree` with node_modules linked in),
 * built into that checkout's dist/ and removed when this process exits. Answers its `main.mjs`.
 */
export async function builtCheckout(root: string): Promise<string> {
  const dir = path.join(root, 'dist', `server-${process.pid}-${threadId}`);
  process.once('exit', () => removeBuild(dir));
  await buildServer(dir, path.join(root, 'src', 'server'));
  return path.join(dir, 'main.mjs');
}

const removeBuild = (dir: string): void => fs.rmSync(dir, { recursive: true, force: true });
