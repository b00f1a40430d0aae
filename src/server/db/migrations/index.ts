import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './001_foundation';

/** Every migration, in order. Both databases run the same set on start. */
const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
