import type { FastifyInstance } from 'fastify';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { rolesResource } from './declaration';

/**
 * `GET /api/auth/v1/permissions/map` (and our `roles/permissions/map`): every permission the API knows, grouped by area
 * (`{account: ["create", "delete", "read", "update"], …}`), for the role editor.
 */
export function registerPermissionMapRoute(app: FastifyInstance, { allPermissions }: ResourceContext): void {
  const permissionMap = async () => {
    const map: Record<string, string[]> = {};
    for (const permission of allPermissions()) {
      const [area, action] = permission.split(':');
      (map[area] ??= []).push(action);
    }
    return map;
  };
  // The spec's path (001 §7 "Roles: GET permissions/map" under /api/auth/v1) and ours under roles/.
  for (const path of ['/api/auth/v1/permissions/map', `${rolesResource.apiBase}/permissions/map`]) {
    app.get(
      path,
      { config: { permission: rolesResource.permissions.get }, schema: { tags: ['roles'] } },
      permissionMap,
    );
  }
}
