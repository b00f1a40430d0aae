/**
 * Makes the PostgreSQL template databases (migrated; seeded with a region's demo data) once per run, in a global
 * setup; suites and end-to-end servers copy them (postgresDatabases.ts). This file loads the server's code.
 */
import { openDatabase } from '../../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { resourceMigrations } from '../../../src/server/resources/registry';
import { seedDemo } from '../../../src/server/seed/demoData';
import {
  createPostgresDatabase,
  regionOf,
  type PostgresDatabase,
  type PostgresTemplateVariant,
} from './postgresDatabases';

/** Makes the template databases asked for (migrated and US-seeded by default); answers their names by variant and how to drop them. */
export async function makePostgresTemplates(
  variants: readonly PostgresTemplateVariant[] = ['migrated', 'seeded'],
): Promise<{ names: Partial<Record<PostgresTemplateVariant, string>>; remove: () => Promise<void> }> {
  const made: PostgresDatabase[] = [];
  const remove = async (): Promise<void> => {
    await Promise.all(made.map((database) => database.drop()));
  };
  try {
    const names: Partial<Record<PostgresTemplateVariant, string>> = {};
    for (const variant of variants) {
      const created = await createPostgresDatabase(`srvtpl_${variant.toLowerCase()}`);
      made.push(created);
      const database = await openDatabase(
        { dataDir: '', databaseUrl: created.url },
        resourceMigrations(PLATFORM_RESOURCES),
      );
      try {
        const region = regionOf(variant);
        if (region) await seedDemo(database.db, region, PLATFORM_RESOURCES);
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
