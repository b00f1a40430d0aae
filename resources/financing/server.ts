/**
 * Premium financing (spec 002 §3, §7 Billing, §9) extends the policies resource, as the rater extends quotes:
 * its routes, its table's migration, its permission and its grants.
 */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import * as financingMigration from './migration';
import { grants, POLICY_FINANCE } from './permissions';
import { registerFinancingRoutes } from './routes';

export const financingServer: ServerExtension = {
  name: 'financing',
  extends: 'policies',
  grants,
  permissions: [POLICY_FINANCE],
  migrations: { '20261201_policy_financing': financingMigration },
  routes: registerFinancingRoutes,
};
