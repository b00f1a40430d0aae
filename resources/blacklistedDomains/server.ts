import blacklistedDomainSchema from '../../schemas/records/blacklistedDomain.schema.json';
import { sql } from 'kysely';
import { invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { normalDomain } from './blacklist';
import { blacklistedDomainsResource } from './declaration';
import { grants } from './grants';
import * as migration from './migration';
import { registerBlacklistSpecPaths } from './specRoutes';
import type { BlacklistedDomainRecord } from '../../src/shared/generated/records';

/** This resource's records are `BlacklistedDomainRecord`s (what `storeOf('blacklistedDomains')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    blacklistedDomains: BlacklistedDomainRecord;
  }
}

export const DOMAIN_LISTED = 'This domain is already blacklisted.';

/** A catalogue of the provider's: staff see and manage it; no other organisation reads it. */
export const blacklistedDomainsServer: ServerResource = {
  schema: blacklistedDomainSchema,
  grants,
  declaration: blacklistedDomainsResource,
  table: 'blacklistedDomains',
  label: 'Blacklisted domain',
  selectRows: (db) =>
    db
      .selectFrom('blacklistedDomains')
      .select([
        'blacklistedDomains.id',
        'blacklistedDomains.domain',
        'blacklistedDomains.created',
        'blacklistedDomains.modified',
        'blacklistedDomains.version',
      ]),
  column: (field) => `blacklistedDomains.${field}`,
  searchColumn: 'blacklistedDomains.searchText',
  scope: (principal) => () => (isStaff(principal) ? sql<boolean>`true` : sql<boolean>`false`),
  readOnlyFields: ['id', 'created', 'modified', 'version'],
  migrations: { '20261126_blacklisted_domains': migration },
  routes: registerBlacklistSpecPaths,
  async prepareWrite(db, _principal, value, existing) {
    const domain = normalDomain(String(value.domain));
    let clash = db.selectFrom('blacklistedDomains').select('id').where('domain', '=', domain);
    if (existing) clash = clash.where('id', '!=', existing.id as string);
    if (await clash.executeTakeFirst()) throw invalid([{ field: 'domain', detail: DOMAIN_LISTED }]);
    return { domain };
  },
};

// What other folders' server code uses of the blacklist (their one way in).
export { BLACKLISTED_DOMAIN, blacklisted, normalDomain } from './blacklist';
