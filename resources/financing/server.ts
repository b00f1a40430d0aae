/**
 * Premium financing (spec 002 §3, §7 Billing, §9) extends the policies resource, as the rater extends quotes:
 * its routes, its table's migration, its permission and its grants.
 */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import * as financingMigration from './migration';
import * as financerMigration from './financerMigration';
import { registerFinancerRoutes } from './financerRoutes';
import { FINANCER_PERMISSION, grants, POLICY_FINANCE } from './permissions';
import { registerFinancingRoutes } from './routes';

export const financingServer: ServerExtension = {
  name: 'financing',
  extends: 'policies',
  grants,
  permissions: [POLICY_FINANCE, FINANCER_PERMISSION],
  migrations: {
    '20261201_policy_financing': financingMigration,
    '20261206_policy_financing_financer': financerMigration,
  },
  routes(app, context) {
    registerFinancingRoutes(app, context);
    registerFinancerRoutes(app, context);
  },
};
