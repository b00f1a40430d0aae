import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/tables';
import type { PlatformEvents } from '../events/platformEvents';
import { ResourceStore, type ServerResource, type StoreEnvironment } from './resourceStore';

/** A store per resource, in the order given. */
export function resourceStores(
  db: Kysely<Database>,
  resources: readonly ServerResource[],
  environment: StoreEnvironment,
  events?: PlatformEvents,
): ResourceStore[] {
  const stores = resources.map((resource) => new ResourceStore(db, resource, environment));
  // An action's effect may write another resource (a quote's issue creates its policy): each store knows its
  // peers, and the server's event subscribers.
  for (const store of stores) store.connect(stores, events);
  return stores;
}

/** Every permission the API knows: the union of the resources' declared permissions (and their routes' own), sorted. */
export const permissionsOf = (resources: readonly ServerResource[]): string[] =>
  [
    ...new Set(resources.flatMap((r) => [...Object.values(r.declaration.permissions), ...(r.permissions ?? [])])),
  ].sort();

/** The resources' own migrations, by name; two resources may not bring the same name. */
export function resourceMigrations(resources: readonly ServerResource[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const resource of resources) {
    for (const [name, migration] of Object.entries(resource.migrations ?? {})) {
      if (all[name]) throw new Error(`Migration ${name} is declared by two resources`);
      all[name] = migration;
    }
  }
  return all;
}
