/**
 * Embedded databases made once per test run and copied per suite. Creating a PGlite database runs initdb and
 * every migration (2–7 s on the 2-core machine); copying a closed one and opening it costs well under a second.
 * The server project's global setup makes two templates, migrated and migrated + US demo data, for the platform's
 * resources, and passes their folder to the workers in TEST_EMBEDDED_TEMPLATES. A suite with other resources, or
 * any process without that variable (the benchmarks), builds its database from scratch as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { resourceMigrations } from '../../../src/server/resources/registry';
import type { ServerResource } from '../../../src/server/resources/resourceStore';
import { seedDemo } from '../../../src/server/seed/demoData';

export const TEMPLATES_ENV = 'TEST_EMBEDDED_TEMPLATES';

export type TemplateVariant = 'migrated' | 'seeded';

/** Makes both templates in a new temporary folder; answers the folder and how to remove it. */
export async function makeEmbeddedTemplates(): Promise<{ root: string; remove: () => void }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'srvtest-templates-'));
  for (const variant of ['migrated', 'seeded'] as const) {
    const dataDir = path.join(root, variant);
    fs.mkdirSync(dataDir);
    const database = await openDatabase({ dataDir }, resourceMigrations(PLATFORM_RESOURCES));
    try {
      if (variant === 'seeded') await seedDemo(database.db, 'US', PLATFORM_RESOURCES);
    } finally {
      await database.close();
    }
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * Copies the template of the variant into a new data dir when this run has templates and the suite runs on the
 * platform's resources; answers whether it did.
 */
export function copyEmbeddedTemplate(
  variant: TemplateVariant,
  resources: readonly ServerResource[],
  dataDir: string,
): boolean {
  const root = process.env[TEMPLATES_ENV];
  if (!root || resources !== PLATFORM_RESOURCES) return false;
  const source = path.join(root, variant, 'pgdata');
  if (!fs.existsSync(source)) return false;
  fs.cpSync(source, path.join(dataDir, 'pgdata'), { recursive: true });
  return true;
}
