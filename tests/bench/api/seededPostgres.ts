import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { resourceMigrations } from '../../../src/server/resources/registry';
import { seedDemo } from '../../../src/server/seed/demoData';
import { createPostgresDatabase, testConfig } from '../../server/support/databases';
import { seedManyAccounts } from '../seedManyAccounts';
import type { Database } from '../../../src/server/db/tables';

/**
 * The PostgreSQL database of the API benches: BENCH_DATABASE_URL when set (already seeded, kept), else a fresh one
 * with the demo data and `accounts` client accounts in the demo agencies' teams, dropped by `drop`.
 */
export async function seededPostgres(accounts: number): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined };
  const created = await createPostgresDatabase('benchapi');
  const database = await openDatabase(
    testConfig({ DATABASE_URL: created.url }),
    resourceMigrations(PLATFORM_RESOURCES),
  );
  try {
    await seedBenchData(database.db, accounts, 100_000);
  } finally {
    await database.close();
  }
  return created;
}

/** The demo data and `accounts` client accounts in the demo agencies' teams, vacuumed and analysed, as the benches use it. */
export async function seedBenchData(db: Kysely<Database>, accounts: number, chunkSize: number): Promise<void> {
  await seedDemo(db, 'US', PLATFORM_RESOURCES);
  const started = Date.now();
  await seedManyAccounts(db, accounts, {
    chunkSize,
    withTeams: true,
    onProgress: (n) =>
      process.stderr.write(`\rseeding ${n.toLocaleString('en-US')} / ${accounts.toLocaleString('en-US')}`),
  });
  // What autovacuum does after a bulk load: the visibility map lets counts read the index alone.
  await sql`vacuum analyze accounts`.execute(db);
  // The load filled the WAL five times over (max_wal_size 1 GB), so a spread checkpoint is still writing for
  // minutes after it. An explicit one finishes that now instead of during the first case's load (the first run
  // straight after a seed measured staff's page at 0.74 of raw, with PostgreSQL's CPU per request 1.19 ms against
  // 0.88 ms in the next run on the same database).
  await sql`checkpoint`.execute(db);
  process.stderr.write(
    `\nseeded ${accounts.toLocaleString('en-US')} accounts in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
}
