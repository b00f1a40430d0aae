import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startSeededServer, type SeededServer } from './consoleServer';
import { declineCookies } from './presetStorage';

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
 * A test file's own console server with fresh demo data of its region (env.REGION, US by default) on its own
 * PostgreSQL database, and a browser: started before the file's tests, stopped and dropped after them. For
 * journeys that change demo users.
 */
export function ownServer(databaseName: string, env: Record<string, string> = {}): OwnServer {
  let server: SeededServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startSeededServer(databaseName, env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
      return started(server).databaseUrl;
    },
    get browser() {
      return started(browser);
    },
    async newPage() {
      const context = await started(browser).newContext();
      await declineCookies(context);
      return context.newPage();
    },
  };
}
