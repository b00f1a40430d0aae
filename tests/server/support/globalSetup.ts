import { makeEmbeddedTemplates, TEMPLATES_ENV } from './embeddedTemplates';
import { POSTGRES_TEMPLATES_ENV } from './postgresDatabases';
import { makePostgresTemplates } from './postgresTemplates';

const removals: Array<() => unknown> = [];

/** Makes the embedded and PostgreSQL templates once for the whole server run (embeddedTemplates.ts, postgresDatabases.ts). */
export async function setup(): Promise<void> {
  const [embedded, postgres] = await Promise.all([makeEmbeddedTemplates(), makePostgresTemplates()]);
  removals.push(embedded.remove, postgres.remove);
  process.env[TEMPLATES_ENV] = embedded.root;
  process.env[POSTGRES_TEMPLATES_ENV] = JSON.stringify(postgres.names);
}

export async function teardown(): Promise<void> {
  await Promise.all(removals.map((remove) => remove()));
}
