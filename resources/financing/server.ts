/**
 * Premium financing (spec 002 §3, §7 Billing, §9) rides on the policies resource, as the rater rides on quotes:
 * `withFinancing(policies)` adds its routes, its table's migration, its permission and its grants to the
 * resource it is given, keeping whatever that resource already brings.
 */
import type { ServerResource } from '../../src/server/resources/resourceStore';
import * as financingMigration from './migration';
import { grants as financingGrants, POLICY_FINANCE } from './permissions';
import { registerFinancingRoutes } from './routes';

function mergedGrants(a: ServerResource['grants'] = {}, b: ServerResource['grants'] = {}): Record<string, readonly string[]> {
  const roles = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return Object.fromEntries(roles.map((role) => [role, [...(a[role] ?? []), ...(b[role] ?? [])]]));
}

export function withFinancing(resource: ServerResource): ServerResource {
  return {
    ...resource,
    grants: mergedGrants(resource.grants, financingGrants),
    permissions: [...(resource.permissions ?? []), POLICY_FINANCE],
    migrations: { ...resource.migrations, '20261201_policy_financing': financingMigration },
    routes(app, context) {
      resource.routes?.(app, context);
      registerFinancingRoutes(app, context);
    },
  };
}
