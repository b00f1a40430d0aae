import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ResourceAction } from '../actions/resourceAction';
import type { AnyDb, ResourceContext, ServerResource } from './serverResource';

/** Permissions by seeded role (`ACCOUNT_TYPE/Role name`), as a resource's `grants`. */
export type Grants = Readonly<Record<string, readonly string[]>>;

/**
 * A folder that is not a resource of its own but brings more to one (financing and payments to policies, the
 * rater to quotes, documents to accounts): it names its host, and the server applies it to the host's store,
 * routes, grants and migrations. Listed beside the resources in `resources/serverResources.ts`.
 */
export interface ServerExtension {
  /** What the extension is called (in errors). */
  name: string;
  /** The declaration name of the resource it extends (`policies`). */
  extends: string;
  /** Its tables' migrations, by name (dated, like a resource's). */
  migrations?: Readonly<Record<string, Migration>>;
  /** Permissions its routes check, added to the host's. */
  permissions?: readonly string[];
  /** Its permissions per seeded role, merged into the host's grants. */
  grants?: Grants;
  /** Lifecycle actions it adds to the host. */
  actions?: readonly ResourceAction[];
  /** Its routes, registered after the host's, with the host's context (its store is the host's). */
  routes?(app: FastifyInstance, context: ResourceContext): void;
  /** Its demo records, added after the host's. */
  seedDemo?(db: AnyDb): Promise<void>;
}

/** The one way grants add up: every role's permissions from each set, in order, without repeats. */
export function mergeGrants(...sets: readonly (Grants | undefined)[]): Record<string, readonly string[]> {
  const merged: Record<string, string[]> = {};
  for (const set of sets) {
    for (const [role, permissions] of Object.entries(set ?? {})) {
      const held = (merged[role] ??= []);
      for (const permission of permissions) if (!held.includes(permission)) held.push(permission);
    }
  }
  return merged;
}

/** The host with one extension applied: its routes after the host's, its demo after the host's, the rest added. */
function extended(host: ServerResource, extension: ServerExtension): ServerResource {
  const migrations = { ...host.migrations };
  for (const [name, migration] of Object.entries(extension.migrations ?? {})) {
    if (migrations[name])
      throw new Error(`Migration ${name} of ${extension.name} is already declared by ${host.declaration.name}`);
    migrations[name] = migration;
  }
  return {
    ...host,
    migrations,
    grants: extension.grants ? mergeGrants(host.grants, extension.grants) : host.grants,
    permissions: extension.permissions ? [...(host.permissions ?? []), ...extension.permissions] : host.permissions,
    actions: extension.actions ? [...(host.actions ?? []), ...extension.actions] : host.actions,
    routes:
      extension.routes && host.routes
        ? (app, context) => {
            host.routes?.(app, context);
            extension.routes?.(app, context);
          }
        : (host.routes ?? extension.routes),
    seedDemo:
      extension.seedDemo && host.seedDemo
        ? async (db) => {
            await host.seedDemo?.(db);
            await extension.seedDemo?.(db);
          }
        : (host.seedDemo ?? extension.seedDemo),
  };
}

/** The resources with every extension applied to its host, in the order listed; an extension of no resource is an error. */
export function withExtensions(
  resources: readonly ServerResource[],
  extensions: readonly ServerExtension[],
): ServerResource[] {
  const names = new Set(resources.map((resource) => resource.declaration.name));
  for (const extension of extensions) {
    if (!names.has(extension.extends))
      throw new Error(`Extension ${extension.name} extends ${extension.extends}, which is no resource`);
  }
  return resources.map((resource) =>
    extensions.filter((extension) => extension.extends === resource.declaration.name).reduce(extended, resource),
  );
}
