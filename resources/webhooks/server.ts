import webhookSchema from '../../schemas/records/webhook.schema.json';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { webhookSpecPaths } from './specRoutes';
import { agencyOwnedScope, owningAgency } from '../../src/server/tenancy/agencyOwned';
import { webhookCredential } from '../../src/server/security/credentials';
import { webhooksResource } from './declaration';
import { grants } from './grants';
import * as deliveriesMigration from './deliveries/migration';
import * as pruneMigration from './deliveries/pruneMigration';
import * as claimMigration from './deliveries/claimMigration';
import { registerDeliveries } from './deliveries/wiring';
import type { WebhookRecord } from '../../src/shared/generated/records';

/** This resource's records are `WebhookRecord`s (what `storeOf('webhooks')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    webhooks: WebhookRecord;
  }
}

const COLUMNS = [
  'id',
  'agencyId',
  'companyName',
  'clientId',
  'clientSecret',
  'webhookUrl',
  'created',
  'modified',
  'version',
] as const;

export const webhooksServer: ServerResource = {
  schema: webhookSchema,
  routes(app, context) {
    webhookSpecPaths(app, context);
    registerDeliveries(app, context);
  },
  migrations: {
    '20261210_webhook_deliveries': deliveriesMigration,
    '20261223_webhook_deliveries_prune': pruneMigration,
    '20261225_webhook_deliveries_pending': claimMigration,
  },
  grants,
  declaration: webhooksResource,
  table: 'webhooks',
  label: 'Webhook',
  selectRows: (db) =>
    db
      .selectFrom('webhooks')
      .innerJoin('accounts as agency', 'agency.id', 'webhooks.agencyId')
      .select(COLUMNS.map((c) => `webhooks.${c}` as const))
      .select('agency.name as agencyName'),
  column: (field) => `webhooks.${field}`,
  searchColumn: 'webhooks.searchText',
  scope: (principal) => agencyOwnedScope(principal, 'webhooks.agencyId'),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName'],
  async prepareWrite(db, principal, value, existing) {
    const columns: Record<string, unknown> = { ...value, agencyId: await owningAgency(db, principal, value, existing) };
    // createHook {companyName}: the credentials are generated; an edit may replace them with its own.
    columns.clientId = value.clientId ?? existing?.clientId ?? webhookCredential();
    columns.clientSecret = value.clientSecret ?? existing?.clientSecret ?? webhookCredential();
    return columns;
  },
};
