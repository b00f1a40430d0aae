import type { FastifyInstance } from 'fastify';
import { rolesResource } from './declaration';

/**
 * `GET /api/auth/v1/roles/permissions/map`: every permission the API knows, grouped by area
 * (`{account: ["create", "delete", "read", "update"], …}`), for the role editor.
 */
export function registerPermissionMapRoute(app: FastifyInstance, allPermissions: () => string[]): void {
  app.get(`${rolesResource.apiBase}/permissions/map`, { config: { permission: rolesResource.permissions.get }, schema: { tags: ['roles'] } }, async () => {
    const map: Record<string, string[]> = {};
    for (const permission of allPermissions()) {
      const [area, action] = permission.split(':');
      (map[area] ??= []).push(action);
    }
    return map;
  });
}
