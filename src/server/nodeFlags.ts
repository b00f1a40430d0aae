import { databaseUrlOf } from './config';

/**
 * V8 flags the server runs with, by database (`npm start` starts the server through `start.ts`, which applies them;
 * the benchmarks and the Chromium tests start it the same way).
 *
 * --heap-growing-percent: V8 lets the old generation grow to several times its live size before it collects when
 *   memory looks plentiful (live heap ~40 MB, heap 170 MB under load). At 25 the next limit is 1.25 × the live size,
 *   at 50 1.5 ×. Not a hard limit: the heap still grows as far as the live data needs.
 * --max-semi-space-size=8 (embedded only): the young generation stops at 2 × 8 MB instead of V8's 2 × 16 MB.
 *
 * Embedded (`npm run bench:api -- --embedded`, 200,000 accounts, 50 clients): peak RSS 357–383 MB with neither flag,
 * 313–348 MB with the heap flag (25) alone, 293–327 MB with both; the budget is 350 MB. At 2 MB semi-spaces it saved
 * another ~30 MB but cost 40 % more CPU per request.
 * PostgreSQL (`npm run bench:api:compare`, 1,000,000 accounts, 50 clients, the settings measured in turns): the
 * embedded flags cost CPU here. Median server CPU per request of an agency admin's page, an agent's page and a
 * rare-term search: 1.10 / 1.05 / 1.21 ms with both, 0.84 / 0.84 / 0.98 ms with the heap flag at 50, 0.78 / 0.83 /
 * 0.93 ms with neither; RSS after the load 166, 195 and 243 MB. The database's memory is PostgreSQL's, outside the
 * process: the server keeps V8's young generation and stays under 200 MB.
 */
export const EMBEDDED_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--heap-growing-percent=25'];
export const POSTGRES_NODE_FLAGS: readonly string[] = ['--heap-growing-percent=50'];

/** The flags of the database `env` selects, as `loadConfig` reads it: PostgreSQL when DATABASE_URL is set. */
export function serverNodeFlags(env: NodeJS.ProcessEnv): readonly string[] {
  return databaseUrlOf(env) ? POSTGRES_NODE_FLAGS : EMBEDDED_NODE_FLAGS;
}
