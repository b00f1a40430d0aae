/**
 * `npm run fuzz -- --seed N --count 50000 [--databases embedded,postgres]`: the generated bad-input suite
 * (tests/server/badInput.generated.test.ts) with the seed and number of bodies per database you give. It prints
 * the write routes, bodies, 5xx and answers per database, and fails on any 5xx, unnamed 400 or stored change.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const seed = option('seed', String(Date.now() % 100_000));
const count = option('count', '50000');
const databases = option('databases', 'embedded,postgres');
if (!/^\d+$/.test(seed) || !/^\d+$/.test(count)) {
  console.error('usage: npm run fuzz -- --seed N --count N [--databases embedded,postgres]');
  process.exit(2);
}
console.log(`fuzz: seed ${seed}, ${count} bodies per database, on ${databases}`);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', '--no-file-parallelism', 'tests/server/badInput.generated.test.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_SEED: seed, FUZZ_COUNT: count, FUZZ_DATABASES: databases },
  },
);
process.exit(run.status ?? 1);
