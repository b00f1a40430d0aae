/** `npm start`: opens the database (embedded unless DATABASE_URL is set), migrates, seeds, serves. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPlatformDatabase, PLATFORM_RESOURCES } from './platform';
import { DataDirLockedError } from './db/dataDirLock';
import { flushTraces } from './observability/traceFlush';
import { DEMO_LOGINS, DEMO_PASSWORD, isEmpty, seedDemo, seedRoles } from './seed/demoData';

async function main(): Promise<void> {
  const config = loadConfig();
  let database;
  try {
    database = await openPlatformDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const where = database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  let seeded = false;
  if (config.seedDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db, config.region, PLATFORM_RESOURCES);
    seeded = true;
  } else {
    await seedRoles(database.db, PLATFORM_RESOURCES);
  }
  const app = await buildApp(config, database, PLATFORM_RESOURCES);

  // Graceful shutdown: readiness turns 503 and the listener closes (healthRoutes.ts); requests in flight are answered
  // with `Connection: close`; the workers stop (queued webhook deliveries and import jobs are given back for another
  // instance) and the cluster timers finish their run; then the pool closes. Past SHUTDOWN_TIMEOUT_MS it exits anyway.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const deadline = setTimeout(() => {
      app.log.error(`${signal}: not closed within ${config.shutdownTimeoutMs} ms, exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      await flushTraces().catch((error: unknown) => app.log.warn({ err: error }, 'spans not exported'));
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nAdaptive Insurance Platform console: ${url}  (${where}, region ${config.region})`);
  if (seeded || config.seedDemo) {
    console.log(`Demo logins (password ${DEMO_PASSWORD})${seeded ? ', just created' : ''}:`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(28)} ${login.persona}`);
  }
  console.log('');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
