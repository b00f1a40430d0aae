import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerPermissionMapRoute } from '../../../resources/roles/permissionMapRoutes';
import { registerTeamSelectionRoutes } from '../../../resources/teams/teamSelectionRoutes';
import type { Database } from '../db/tables';
import { allPermissions } from '../seed/roleCatalogue';

/** The organisation calls beyond the resources' CRUD: the team selector's list and the permission map. */
export function registerOrganisationRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerTeamSelectionRoutes(app, db);
  registerPermissionMapRoute(app, allPermissions);
}
