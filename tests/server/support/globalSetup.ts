import { buildServerForRun } from '../../support/builtServer';
import { makeEmbeddedTemplates, TEMPLATES_ENV } from './embeddedTemplates';
import { POSTGRES_TEMPLATES_ENV } from './postgresDatabases';
import { makePostgresTemplates } from './postgresTemplates';

const removals: Array<() => unknown> = [];

/**
 * Makes the embedded and PostgreSQL templates once for the whole server run (embeddedTemplates.ts,
 * postgresDatabases.ts), and the server bundle the files that start a real server process run (builtServer.ts).
 */
export async function setup(): Promise<void> {
  const [embedded, postgres, removeServerBuild] = await Promise.all([
    makeEmbeddedTemplates(),
    makePostgresTemplates(),
    buildServerForRun(),
  ]);
  removals.push(embedded.remove, postgres.remove, removeServerBuild);
  process.env[TEMPLATES_ENV] = embedded.root;
  process.env[POSTGRES_TEMPLATES_ENV] = JSON.stringify(postgres.names);
}

export async function teardown(): Promise<void> {
  await Promise.all(removals.map((remove) => remove()));
}
