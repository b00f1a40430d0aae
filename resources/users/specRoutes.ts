import { principalOf } from '../../src/server/auth/authPlugin';
import { invalid } from '../../src/server/http/apiError';
import { answerList } from '../../src/server/resources/resourceRoutes';
import {
  queryOf,
  uuidParam,
  withDefaultSize,
  withFilters,
  type SpecPathRoutes,
} from '../../src/server/resources/specPaths';
import { decodeListQuery, MAX_PAGE_SIZE } from '../../src/shared/api/listQuery';
import { STAFF_ACCOUNT_TYPE } from '../../src/shared/accountTypes';

/**
 * Spec 001 §7 "Teams and users" (`/api/auth/v1`), each a users list (page, size, search, sort; one page of up
 * to 1,000 unless `size` says otherwise), scoped by the store like every list:
 *   GET users/all             every user the caller may see
 *   GET users/agency          the users of agencies (staff: every agency's, `agencyId=` narrows to one; an
 *                             agency: its own)
 *   GET users/claim-handlers  the provider's users whose role may update claims (the claim-handler list of
 *                             spec 001 §6); an organisation that cannot see provider users gets none
 *   PUT users/teams/migrate/{userId}  `{teamIds}`: the user's teams become these (same checks as a user edit)
 */
export const userSpecPaths: SpecPathRoutes = (app, { store, storeOf }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const tags = [name];
  const list = { config: { permission: permissions.list }, schema: { tags } } as const;
  const allPages = (query: URLSearchParams) => withDefaultSize(query, MAX_PAGE_SIZE);

  app.get(`${apiBase}/all`, list, async (request) => answerList(store, request, allPages(queryOf(request))));

  app.get(`${apiBase}/agency`, list, async (request) => {
    const query = queryOf(request);
    const agencyId = query.get('agencyId');
    const filters: Record<string, string[]> = { accountType: ['AGENCY'] };
    if (agencyId) filters.accountId = [uuidParam(agencyId, 'agencyId')];
    return answerList(store, request, allPages(withFilters(query, filters)));
  });

  const roles = storeOf('roles');
  const claimWork = storeOf('claims').resource.declaration.permissions.update;
  app.get(`${apiBase}/claim-handlers`, list, async (request) => {
    const visibleRoles = await roles.list(
      principalOf(request),
      decodeListQuery(new URLSearchParams({ size: String(MAX_PAGE_SIZE), [`f[accountType][in]`]: STAFF_ACCOUNT_TYPE })),
    );
    const handlerRoles = visibleRoles.content
      .filter((role) => (role.permissions as string[] | undefined)?.includes(claimWork))
      .map((role) => role.id as string);
    return answerList(store, request, allPages(withFilters(queryOf(request), { roleId: handlerRoles })));
  });

  app.put<{ Params: { userId: string }; Body: { teamIds?: unknown } }>(
    `${apiBase}/teams/migrate/:userId`,
    {
      config: { permission: permissions.update },
      schema: {
        tags,
        params: { type: 'object', required: ['userId'], properties: { userId: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const teamIds = (request.body as { teamIds?: unknown } | undefined)?.teamIds;
      if (!Array.isArray(teamIds) || teamIds.some((id) => typeof id !== 'string'))
        throw invalid([{ field: 'teamIds', detail: 'teamIds must be a list of team ids' }]);
      return store.update(principalOf(request), request.params.userId, { teamIds });
    },
  );
};
