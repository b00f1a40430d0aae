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
 * embedded flags cost CPU here (2026-11-27: 1.10 / 1.05 / 1.21 ms per request of an agency admin's page, an agent's
 * page and a rare-term search with both, 0.84 / 0.84 / 0.98 with the heap flag at 50).
 * --max-semi-space-size=64 (PostgreSQL only): a list request allocates about 220 KB (`bench:api:profile`), and 50
 *   requests in flight keep theirs alive across their waits for the database, so V8's default 16 MB semi-spaces fill
 *   while much of what they hold is still in use: each scavenge copies it and promotes some of it. With 64 MB they
 *   fill four times less often. Two `bench:api:compare` runs of 2026-11-28 in turns against the heap flag alone,
 *   server CPU per request of an agency admin's page, an agent's page and a rare-term search: 0.50 / 0.55 / 0.64 →
 *   0.39 / 0.40 / 0.44 ms, then 0.56 / 0.56 / 0.67 → 0.38–0.42 / 0.40–0.41 / 0.50–0.53 ms (32 MB changed nothing in
 *   one run; 48 MB measured like 64). The cost is memory: `bench:api`'s peak server RSS under the load rose from 168
 *   to about 240 MB, 176 MB after the load against 160. The database's memory is PostgreSQL's, outside the process.
 */
export const EMBEDDED_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--heap-growing-percent=25'];
export const POSTGRES_NODE_FLAGS: readonly string[] = ['--heap-growing-percent=50', '--max-semi-space-size=64'];

/** The flags of the database `env` selects, as `loadConfig` reads it: PostgreSQL when DATABASE_URL is set. */
export function serverNodeFlags(env: NodeJS.ProcessEnv): readonly string[] {
  return databaseUrlOf(env) ? POSTGRES_NODE_FLAGS : EMBEDDED_NODE_FLAGS;
}
