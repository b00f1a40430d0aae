/**
 * Test databases on the local PostgreSQL server: each suite gets its own, created for it and dropped afterwards.
 * The server project's global setup also makes two template databases (migrated, and migrated + US demo data) so
 * that a suite's database is a copy (`CREATE DATABASE … TEMPLATE`, well under a second) instead of every migration
 * and the seed run again (4–7 s on the 2-core machine). The end-to-end project's global setup makes a seeded one per
 * region for the files that start their own server. The templates' names reach the workers in TEST_POSTGRES_TEMPLATES;
 * a suite with other resources, or a process without that variable (the benchmarks), builds its database from scratch.
 * This file needs only `pg`, so an end-to-end worker that copies a template does not load the server's code; the
 * templates are made by `postgresTemplates.ts`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Region } from '../../../src/shared/region/regions';
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
  await admin((client) =>
    client.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`),
  );
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A PostgreSQL template: migrated, or migrated with a region's demo data (`seeded` is the US's). */
export type PostgresTemplateVariant = TemplateVariant | `seeded${Exclude<Region, 'US'>}`;

/** The seeded template of a region. */
export const seededVariant = (region: Region): PostgresTemplateVariant =>
  region === 'US' ? 'seeded' : `seeded${region}`;

/** The region whose demo data a template holds; none for the migrated one. */
export const regionOf = (variant: PostgresTemplateVariant): Region | undefined =>
  variant === 'migrated' ? undefined : variant === 'seeded' ? 'US' : (variant.slice('seeded'.length) as Region);

/** The template database of the variant, when this run has templates (they hold the platform's resources). */
export function postgresTemplate(variant: PostgresTemplateVariant): string | undefined {
  const names = process.env[POSTGRES_TEMPLATES_ENV];
  if (!names) return undefined;
  return (JSON.parse(names) as Partial<Record<PostgresTemplateVariant, string>>)[variant];
}
