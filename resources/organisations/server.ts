import organisationSchema from '../../schemas/records/organisation.schema.json';
import aggregatorSchema from '../../schemas/records/aggregator.schema.json';
import { sql, type SqlBool } from 'kysely';
import { ApiError, invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { ORGANISATION_DECLARATIONS } from './declaration';
import { organisationGrants } from './grants';
import { membershipRoutes } from './membershipRoutes';
import { assignmentRoutes } from './assignmentRoutes';
import { organisationSpecPaths } from './specRoutes';
import { ORGANISATION_TYPES, type OrganisationType } from './organisationTypes';
import { seedDemoOrganisations } from './demo';

export const HOSTNAME_TAKEN = 'This hostname is already used by another organisation of this type.';
export const ORGANISATION_HAS_USERS = 'This organisation still has users. Remove them first.';

const COLUMNS = ['id', 'name', 'description', 'hostname', 'country', 'created', 'modified', 'version'] as const;

/**
 * One organisation type's server half: rows of the organisations table of its account type, with their
 * members' ids. Staff see every one; a signed-in organisation of the type sees itself; nobody else any.
 */
export function organisationServer(type: OrganisationType, extra: Partial<ServerResource> = {}): ServerResource {
  return {
    schema: type.strict ? aggregatorSchema : organisationSchema,
    grants: organisationGrants(type),
    declaration: ORGANISATION_DECLARATIONS[type.name],
    table: 'accounts',
    label: type.label,
    selectRows: (db) =>
      db
        .selectFrom('accounts')
        .select(COLUMNS.map((c) => `accounts.${c}` as const))
        .select(
          sql<
            string[]
          >`(select coalesce(jsonb_agg(m.member_id order by m.created), '[]'::jsonb) from organisation_members m where m.organisation_id = accounts.id)`.as(
            'memberIds',
          ),
        )
        .where('accounts.accountType', '=', type.accountType),
    column: (field) => `accounts.${field}`,
    searchColumn: 'accounts.searchText',
    scope: (principal) => (eb) => {
      if (isStaff(principal)) return sql<SqlBool>`true`;
      if (principal.accountType === type.accountType) return eb('accounts.id', '=', principal.accountId);
      return sql<SqlBool>`false`;
    },
    readOnlyFields: ['id', 'created', 'modified', 'version', 'country', 'memberIds'],
    async prepareWrite(db, _principal, value, existing, environment) {
      if (value.hostname) {
        let clash = db
          .selectFrom('accounts')
          .select('id')
          .where('accountType', '=', type.accountType)
          .where('hostname', '=', value.hostname as string);
        if (existing) clash = clash.where('id', '!=', existing.id as string);
        if (await clash.executeTakeFirst()) throw invalid([{ field: 'hostname', detail: HOSTNAME_TAKEN }]);
      }
      return {
        name: value.name,
        description: value.description ?? null,
        hostname: value.hostname ?? null,
        accountType: type.accountType,
        ...(existing ? {} : { country: environment.region }),
      };
    },
    async beforeDelete(trx, _principal, existing) {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('accountId', '=', existing.id as string)
        .limit(1)
        .executeTakeFirst();
      if (user) throw new ApiError(409, ORGANISATION_HAS_USERS);
    },
    routes: (app, context) => {
      membershipRoutes(type)(app, context);
      organisationSpecPaths(type)(app, context);
      assignmentRoutes(type)(app, context);
    },
    ...extra,
  };
}

/** Every organisation type's server half; the carriers' carries the demo organisations' memberships. */
export const ORGANISATION_SERVERS: readonly ServerResource[] = ORGANISATION_TYPES.map((type) =>
  organisationServer(type, type.name === 'clusters' ? { seedDemo: seedDemoOrganisations } : {}),
);

// What other folders' server code uses of organisations (their one way in).
export { addMember } from './membership';
export { organisationType } from './organisationTypes';
