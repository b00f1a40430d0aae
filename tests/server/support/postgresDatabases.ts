/**
 * Test databases on the local PostgreSQL server: each suite gets its own, created for it and dropped afterwards.
 * The server project's global setup also makes two template databases (migrated, and migrated + US demo data) so
 * that a suite's database is a copy (`CREATE DATABASE … TEMPLATE`, well under a second) instead of every migration
 * and the seed run again (4–7 s on the 2-core machine). The end-to-end project's global setup makes the seeded one
 * for the files that start their own server. The templates' names reach the workers in TEST_POSTGRES_TEMPLATES; a
 * suite with other resources, or a process without that variable (the benchmarks), builds its database from scratch.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { resourceMigrations } from '../../../src/server/resources/registry';
import type { ServerResource } from '../../../src/server/resources/resourceStore';
import { seedDemo } from '../../../src/server/seed/demoData';
import type { TemplateVariant } from './embeddedTemplates';

/** Server that new test databases are created on (its own database is only used to run CREATE/DROP). */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const POSTGRES_TEMPLATES_ENV = 'TEST_POSTGRES_TEMPLATES';

export interface PostgresDatabase {
  name: string;
  url: string;
  /** Removes the database even if connections remain. */
  drop: () => Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A new PostgreSQL database on the local server: empty, or a copy of the template database named. */
export async function createPostgresDatabase(prefix = 'srvtest', template?: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Makes the template databases asked for (both by default); answers their names by variant and how to drop them. */
export async function makePostgresTemplates(
  variants: readonly TemplateVariant[] = ['migrated', 'seeded'],
): Promise<{ names: Partial<Record<TemplateVariant, string>>; remove: () => Promise<void> }> {
  const made: PostgresDatabase[] = [];
  const remove = async (): Promise<void> => {
    await Promise.all(made.map((database) => database.drop()));
  };
  try {
    const names: Partial<Record<TemplateVariant, string>> = {};
    for (const variant of variants) {
      const created = await createPostgresDatabase(`srvtpl_${variant}`);
      made.push(created);
      const database = await openDatabase({ dataDir: '', databaseUrl: created.url }, resourceMigrations(PLATFORM_RESOURCES));
      try {
        if (variant === 'seeded') await seedDemo(database.db, 'US', PLATFORM_RESOURCES);
      } finally {
        await database.close();
      }
      names[variant] = created.name;
    }
    return { names, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The template database of the variant, when this run has templates and the suite runs on the platform's resources. */
export function postgresTemplate(variant: TemplateVariant, resources: readonly ServerResource[]): string | undefined {
  const names = process.env[POSTGRES_TEMPLATES_ENV];
  if (!names || resources !== PLATFORM_RESOURCES) return undefined;
  return (JSON.parse(names) as Partial<Record<TemplateVariant, string>>)[variant];
}
