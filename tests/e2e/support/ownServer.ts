import type { Browser, Page } from 'playwright-core';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { createPostgresDatabase, postgresTemplate } from '../../server/support/postgresDatabases';
import { launchBrowser } from './browser';
import { startConsoleServer, type RunningServer } from './consoleServer';

export interface OwnServer {
  /** The console's address. */
  readonly url: string;
  /** Its PostgreSQL database, for putting a demo user in a state to test. */
  readonly databaseUrl: string;
  readonly browser: Browser;
  /** A page in a fresh browser context (no tokens, no stored settings); the cookie bar is answered. */
  newPage(): Promise<Page>;
}

/**
 * A test file's own console server with fresh US demo data on its own PostgreSQL database, and a browser:
 * started before the file's tests, stopped and dropped after them. For journeys that change demo users.
 */
export function ownServer(databaseName: string, env: Record<string, string> = {}): OwnServer {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // A copy of the run's seeded template (US demo data) when there is one; the server then finds its data in place.
    const template = (env.REGION ?? 'US') === 'US' ? postgresTemplate('seeded', PLATFORM_RESOURCES) : undefined;
    database = await createPostgresDatabase(databaseName, template);
    server = await startConsoleServer({ DATABASE_URL: database.url, ...env });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server is not started yet (use it inside a test or hook)');
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get databaseUrl() {
      return started(database).url;
    },
    get browser() {
      return started(browser);
    },
    async newPage() {
      const context = await started(browser).newContext();
      await context.addInitScript(() => localStorage.setItem('cookiesEnabled', 'false'));
      return context.newPage();
    },
  };
}
