/**
 * Test harness: runs a server suite once per database kind, against a fresh database each time.
 *
 *   forEachDatabase('accounts list', (ctx) => {
 *     it('answers a page', async () => {
 *       const token = await ctx.login('staff@demo.test');
 *       const { status, json } = await ctx.request('GET', '/api/account/v1/account/search', { token });
 *     });
 *   });
 *
 * 'embedded' is PGlite in a new temporary DATA_DIR; 'postgres' is a database created for the run on the local
 * PostgreSQL server and dropped afterwards. Both are seeded with the US demo data. Requests go through
 * `app.inject` (Fastify's full routing, hooks and serialisation, without a socket).
 */
import fs from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { openDatabase, type DatabaseKind, type OpenDatabase } from '../../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { resourceMigrations } from '../../../src/server/resources/registry';
import type { ServerResource } from '../../../src/server/resources/resourceStore';
import type { Database } from '../../../src/server/db/tables';
import { DEMO_PASSWORD, seedDemo } from '../../../src/server/seed/demoData';
import { copyEmbeddedTemplate, type TemplateVariant } from './embeddedTemplates';
import { createPostgresDatabase, postgresTemplate } from './postgresDatabases';

export { createPostgresDatabase } from './postgresDatabases';

export { DEMO_PASSWORD };
export const DATABASE_KINDS: readonly DatabaseKind[] = ['embedded', 'postgres'];

export const DEMO = {
  staff: 'staff@demo.test',
  alphaAdmin: 'admin@alpha.demo.test',
  alphaAgent: 'agent@alpha.demo.test',
  betaAdmin: 'admin@beta.demo.test',
  owner: 'owner@customer.demo.test',
} as const;

export const ACCOUNTS_API = '/api/account/v1/account';

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestResponse<T = any> {
  status: number;
  /** Parsed body when the answer is JSON, else undefined. */
  json: T;
  /** Raw body text. */
  text: string;
  headers: OutgoingHttpHeaders;
}

export interface ServerTestContext {
  readonly kind: DatabaseKind;
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly database: OpenDatabase;
  readonly config: ServerConfig;
  /** Logs in with the demo password (or the one given) and answers the access token; throws unless 200. */
  login(email: string, password?: string): Promise<string>;
  /** Logs in and answers both tokens. */
  loginTokens(email: string, password?: string): Promise<{ accessToken: string; refreshToken: string }>;
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<T>>;
}

export interface ForEachDatabaseOptions {
  /** Database kinds to run on; both by default. */
  kinds?: readonly DatabaseKind[];
  /** Extra environment for loadConfig (e.g. CONSOLE_DIR). */
  env?: Record<string, string>;
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** The resources the server is composed of (default: the platform's, as `src/server/platform.ts` lists them). */
  resources?: readonly ServerResource[];
}

// ---------------------------------------------------------------------------------------------------------
// Database provisioning (shared with the benchmark)

/** A new temporary folder to use as an embedded DATA_DIR. */
export const makeTempDataDir = (prefix = 'srvtest-'): string => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export const removeDir = (dir: string): void => fs.rmSync(dir, { recursive: true, force: true });

/** Configuration as the tests use it: quiet, no console build, the given database. */
export function testConfig(env: Record<string, string | undefined>): ServerConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    REGION: 'US',
    SEED_DEMO: 'false',
    CONSOLE_DIR: path.join(os.tmpdir(), 'srvtest-no-console-here'),
    ...env,
  });
}

/**
 * A fresh, migrated database of the given kind; `dispose` closes it and removes its storage. `seeded` answers
 * whether it already holds the US demo data (an embedded database copied from the run's seeded template, when
 * `template` asks for it; see embeddedTemplates.ts).
 */
export async function provisionDatabase(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  resources: readonly ServerResource[] = PLATFORM_RESOURCES,
  template: TemplateVariant = 'migrated',
): Promise<{ database: OpenDatabase; config: ServerConfig; seeded: boolean; dispose: () => Promise<void> }> {
  // Where the database lives, and how to remove it afterwards.
  let config: ServerConfig;
  let removeStorage: () => Promise<void>;
  let seeded: boolean;
  if (kind === 'embedded') {
    const dataDir = makeTempDataDir();
    seeded = copyEmbeddedTemplate(template, resources, dataDir) && template === 'seeded';
    config = testConfig({ ...env, DATA_DIR: dataDir, DATABASE_URL: '' });
    removeStorage = async () => removeDir(dataDir);
  } else {
    const copyOf = resources === PLATFORM_RESOURCES ? postgresTemplate(template) : undefined;
    const created = await createPostgresDatabase('srvtest', copyOf);
    seeded = copyOf !== undefined && template === 'seeded';
    config = testConfig({ ...env, DATABASE_URL: created.url });
    removeStorage = created.drop;
  }
  const database = await openDatabase(config, resourceMigrations(resources)).catch(async (error) => {
    await removeStorage();
    throw error;
  });
  return {
    database,
    config,
    seeded,
    dispose: async () => {
      try {
        await database.close();
      } finally {
        await removeStorage();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Requests

export async function injectRequest<T = any>(
  app: FastifyInstance,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload });
  const contentType = String(response.headers['content-type'] ?? '');
  let json: any;
  if (contentType.includes('application/json') && response.body !== '') json = JSON.parse(response.body);
  return { status: response.statusCode, json, text: response.body, headers: response.headers };
}

/** Decodes the payload of a JWT without verifying it. */
export const jwtPayload = (token: string): Record<string, unknown> => {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
};

// ---------------------------------------------------------------------------------------------------------
// The harness

function createContext(kind: DatabaseKind): { ctx: ServerTestContext; set: (state: State) => void } {
  let state: State | undefined;
  const current = (): State => {
    if (!state) throw new Error(`The ${kind} test server is not ready (did beforeAll fail?)`);
    return state;
  };
  const ctx: ServerTestContext = {
    kind,
    get app() {
      return current().app;
    },
    get db() {
      return current().database.db;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    request: (method, url, options) => injectRequest(current().app, method, url, options),
    async loginTokens(email, password = DEMO_PASSWORD) {
      const response = await injectRequest(current().app, 'POST', '/api/auth/v1/login', {
        body: { username: email, password },
      });
      if (response.status !== 200) throw new Error(`Login of ${email} answered ${response.status}: ${response.text}`);
      return response.json as { accessToken: string; refreshToken: string };
    },
    async login(email, password) {
      return (await ctx.loginTokens(email, password)).accessToken;
    },
  };
  return { ctx, set: (next) => (state = next) };
}

interface State {
  app: FastifyInstance;
  database: OpenDatabase;
  config: ServerConfig;
}

/**
 * Declares the suite once per database kind (`describe.each`): each block gets its own fresh database,
 * seeded with the US demo data, and a built, ready app.
 */
export function forEachDatabase(
  name: string,
  body: (ctx: ServerTestContext) => void,
  options: ForEachDatabaseOptions = {},
): void {
  const kinds = options.kinds ?? DATABASE_KINDS;
  describe.each(kinds.map((kind) => [kind]))(`${name} [%s]`, (kind) => {
    const { ctx, set } = createContext(kind);
    let dispose: (() => Promise<void>) | undefined;
    let app: FastifyInstance | undefined;

    beforeAll(async () => {
      const resources = options.resources ?? PLATFORM_RESOURCES;
      const seed = options.seed !== false;
      const provisioned = await provisionDatabase(kind, options.env, resources, seed ? 'seeded' : 'migrated');
      dispose = provisioned.dispose;
      if (seed && !provisioned.seeded) await seedDemo(provisioned.database.db, 'US', resources);
      app = await buildApp(provisioned.config, provisioned.database, resources);
      await app.ready();
      set({ app, database: provisioned.database, config: provisioned.config });
    });

    afterAll(async () => {
      try {
        await app?.close();
      } finally {
        await dispose?.();
      }
    });

    body(ctx);
  });
}
