/**
 * The generated bad-input suite: a fixed seed's bad bodies (see support/badInput) sent to every write route
 * of /api/openapi.json. No answer is a 5xx, every 400 names a field (the boundary's classes name the very
 * field), and no stored row or history entry changes.
 *
 * `npm run fuzz -- --seed N --count 50000` runs this same file longer (FUZZ_SEED, FUZZ_COUNT, FUZZ_DATABASES).
 */
import type { DatabaseKind } from '../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { runBadInput } from './support/badInput/runBadInput';
import { DATABASE_KINDS, DEMO, forEachDatabase } from './support/databases';
import { ALL_FIXTURES, demoTenant } from './support/tenantContexts';

const SEED = Number(process.env.FUZZ_SEED ?? 17);
const BODIES_PER_DATABASE = Number(process.env.FUZZ_COUNT ?? 3000);
const KINDS = process.env.FUZZ_DATABASES ? (process.env.FUZZ_DATABASES.split(',') as DatabaseKind[]) : DATABASE_KINDS;

forEachDatabase(
  'generated bad input on every write route',
  (ctx) => {
    it(
      `${BODIES_PER_DATABASE} bad bodies (seed ${SEED}): no 5xx, each 400 names a field, nothing stored changes`,
      { timeout: 120_000 + BODIES_PER_DATABASE * 40 },
      async () => {
        const started = Date.now();
        const report = await runBadInput({
          app: ctx.app,
          db: ctx.db,
          resources: PLATFORM_RESOURCES,
          fixtures: ALL_FIXTURES,
          tenant: await demoTenant(ctx.db, 'Alpha Insurance Agency'),
          token: await ctx.login(DEMO.staff),
          seed: SEED,
          count: BODIES_PER_DATABASE,
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `bad input [${ctx.kind}] seed ${SEED}: ${report.routes} write routes, ${report.bodies} bodies in ${seconds} s, 5xx ${report.serverErrors}, ` +
            `taken ${report.taken}, answers ${JSON.stringify(report.statuses)}, failures ${report.failures.length}`,
        );
        expect(report.routes).toBeGreaterThan(60);
        expect(report.bodies).toBeGreaterThanOrEqual(BODIES_PER_DATABASE);
        expect(report.failures.slice(0, 20)).toEqual([]);
        expect(report.serverErrors).toBe(0);
      },
    );
  },
  { kinds: KINDS },
);
