import agencySchema from '../../schemas/records/agency.schema.json';
import { sql, type SqlBool } from 'kysely';
import { ApiError, invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { agenciesResource } from './declaration';
import { grants } from './grants';
import { agencySpecPaths } from './specRoutes';
import type { AgencyRecord } from '../../src/shared/generated/records';

/** This resource's records are `AgencyRecord`s (what `storeOf('agencies')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    agencies: AgencyRecord;
  }
}

export const AGENCY_HAS_ACCOUNTS = 'This agency still has client accounts. Move or delete them first.';
export const HOSTNAME_TAKEN = 'This hostname is already used by another agency.';

const COLUMNS = [
  'id',
  'name',
  'description',
  'hostname',
  'npn',
  'additionalBrokerFee',
  'locationAlias',
  'levels',
  'locations',
  'country',
  'created',
  'modified',
  'version',
] as const;
/** API field → column, where the spec's spelling differs from the column's. */
const ALIASES: Record<string, string> = { enforceMFA: 'accounts.enforceMfa', fullName: 'accounts.name' };

/** An agency is an AGENCY row of the organisations table; it sees itself, staff see every one. */
export const agenciesServer: ServerResource = {
  schema: agencySchema,
  grants,
  declaration: agenciesResource,
  table: 'accounts',
  label: 'Agency',
  selectRows: (db) =>
    db
      .selectFrom('accounts')
      .select(COLUMNS.map((c) => `accounts.${c}` as const))
      // The query layer snake-cases aliases and camel-cases result keys: `enforce_m_f_a` comes back as the
      // spec's `enforceMFA` (an alias written `enforceMFA` would come back as `enforceMfa`).
      .select('accounts.enforceMfa as enforce_m_f_a')
      .select(
        sql<string>`case when accounts.location_alias is null then accounts.name else accounts.name || ' - ' || accounts.location_alias end`.as(
          'fullName',
        ),
      )
      .where('accounts.accountType', '=', 'AGENCY'),
  column: (field) => ALIASES[field] ?? `accounts.${field}`,
  searchColumn: 'accounts.searchText',
  scope: (principal) => (eb) => {
    if (isStaff(principal)) return sql<SqlBool>`true`;
    if (principal.accountType === 'AGENCY') return eb('accounts.id', '=', principal.accountId);
    return sql<SqlBool>`false`;
  },
  readOnlyFields: ['id', 'created', 'modified', 'version', 'fullName', 'country'],
  routes: agencySpecPaths,
  async prepareWrite(db, _principal, value, existing) {
    let clash = db
      .selectFrom('accounts')
      .select('id')
      .where('accountType', '=', 'AGENCY')
      .where('hostname', '=', value.hostname as string);
    if (existing) clash = clash.where('id', '!=', existing.id as string);
    if (await clash.executeTakeFirst()) throw invalid([{ field: 'hostname', detail: HOSTNAME_TAKEN }]);
    const { enforceMFA, levels, locations, ...rest } = value;
    return {
      ...rest,
      accountType: 'AGENCY',
      enforceMfa: enforceMFA ?? false,
      levels: levels === undefined ? null : JSON.stringify(levels),
      locations: locations === undefined ? null : JSON.stringify(locations),
    };
  },
  async beforeDelete(trx, _principal, existing) {
    const client = await trx
      .selectFrom('accounts')
      .select('id')
      .where('agencyId', '=', existing.id as string)
      .limit(1)
      .executeTakeFirst();
    if (client) throw new ApiError(409, AGENCY_HAS_ACCOUNTS);
  },
};
