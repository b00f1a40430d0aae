import roleSchema from '../../schemas/records/role.schema.json';
import { sql } from 'kysely';
import { ApiError, invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { rolesResource } from './declaration';
import { grants } from './grants';
import { registerPermissionMapRoute } from './permissionMapRoutes';
import { roleSpecPaths } from './specRoutes';
import type { RoleRecord } from '../../src/shared/generated/records';

/** This resource's records are `RoleRecord`s (what `storeOf('roles')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    roles: RoleRecord;
  }
}

export const ROLE_IN_USE = 'This role is assigned to users and cannot be deleted.';
export const ROLE_NAME_TAKEN = 'A role with this name already exists for this account type.';

const COLUMNS = [
  'id',
  'name',
  'accountType',
  'realm',
  'permissions',
  'description',
  'created',
  'modified',
  'version',
] as const;

/**
 * Roles are a catalogue per account type, not owned by one organisation: staff see and manage every
 * role, an organisation's users read the roles of their own account type (to assign them).
 */
export const rolesServer: ServerResource = {
  schema: roleSchema,
  grants,
  routes: (app, context) => {
    registerPermissionMapRoute(app, context);
    roleSpecPaths(app, context);
  },
  declaration: rolesResource,
  table: 'roles',
  label: 'Role',
  selectRows: (db) =>
    db
      .selectFrom('roles')
      .select(COLUMNS.map((c) => `roles.${c}` as const))
      .select(sql<number>`(select count(*)::int from users u where u.role_id = roles.id)`.as('userCount')),
  column: (field) => `roles.${field}`,
  searchColumn: 'roles.searchText',
  scope: (principal) => (eb) =>
    isStaff(principal) ? sql<boolean>`true` : eb('roles.accountType', '=', principal.accountType),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'userCount'],
  async prepareWrite(db, _principal, value, existing) {
    let clash = db
      .selectFrom('roles')
      .select('id')
      .where('accountType', '=', value.accountType as string)
      .where(sql`lower(name)`, '=', String(value.name).toLowerCase());
    if (existing) clash = clash.where('id', '!=', existing.id as string);
    if (await clash.executeTakeFirst()) throw invalid([{ field: 'name', detail: ROLE_NAME_TAKEN }]);
    return { ...value, permissions: JSON.stringify(value.permissions ?? []) };
  },
  async beforeDelete(trx, _principal, existing) {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('roleId', '=', existing.id as string)
      .limit(1)
      .executeTakeFirst();
    if (user) throw new ApiError(409, ROLE_IN_USE);
  },
};
