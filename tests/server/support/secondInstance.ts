/**
 * A second app instance over the test's own database, as two instances of a deployment share one PostgreSQL database.
 * On the embedded database (one process owns it) the test's own app stands in, so two runs at once still race.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type OpenDatabase } from '../../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { resourceMigrations } from '../../../src/server/resources/registry';
import type { ServerTestContext } from './databases';

export interface SecondInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function secondInstance(ctx: ServerTestContext): Promise<SecondInstance> {
  if (ctx.kind !== 'postgres') return { app: ctx.app, close: async () => undefined };
  const database: OpenDatabase = await openDatabase(ctx.config, resourceMigrations(PLATFORM_RESOURCES));
  const app = await buildApp(ctx.config, database, PLATFORM_RESOURCES);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
