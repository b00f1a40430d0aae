import type { TestProject } from 'vitest/node';
import { POSTGRES_TEMPLATES_ENV } from '../../server/support/postgresDatabases';
import { makePostgresTemplates } from '../../server/support/postgresTemplates';
import { buildServerForRun } from '../../support/builtServer';
import { startConsoleServer, type RunningServer } from './consoleServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared US server per worker; a file reaches its own worker's through `sharedConsoleUrl()`. */
    consoleUrls: string[];
    /** The first worker's shared server; prefer `sharedConsoleUrl()`, which gives each worker its own. */
    consoleUrl: string;
  }
}

/** How many files run at once (`--maxWorkers` of `npm run test:e2e`); each worker gets its own shared server. */
export const E2E_WORKERS = 2;

let servers: RunningServer[] = [];
let removeTemplates: (() => Promise<void>) | undefined;
let removeServerBuild: (() => void) | undefined;

/**
 * Shared US servers with fresh demo data, one per worker, so the files that share a server still run one after
 * another on it; files that need another region or a pristine state start their own (`ownServer`).
 */
export async function setup(project: TestProject): Promise<void> {
  // The files with their own server start it on a copy of a PostgreSQL database seeded once here, one per region
  // (startSeededServer in consoleServer.ts).
  // The server is bundled once for the run, as `npm start` runs it (builtServer.ts); the workers start that build.
  const [templates, started] = await Promise.all([
    makePostgresTemplates(['seeded', 'seededUK', 'seededAU']),
    buildServerForRun().then(async (remove) => {
      removeServerBuild = remove;
      return Promise.all(Array.from({ length: E2E_WORKERS }, () => startConsoleServer()));
    }),
  ]);
  servers = started;
  removeTemplates = templates.remove;
  process.env[POSTGRES_TEMPLATES_ENV] = JSON.stringify(templates.names);
  project.provide(
    'consoleUrls',
    servers.map((server) => server.url),
  );
  project.provide('consoleUrl', servers[0].url);
}

export async function teardown(): Promise<void> {
  await Promise.all([...servers.map((server) => server.stop()), removeTemplates?.()]);
  removeServerBuild?.();
}
