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
import { MAX_PAGE_SIZE } from '../../src/shared/api/listQuery';

const params = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((n) => [n, { type: 'string', maxLength: 64 }])),
});

/**
 * Spec 001 §7 "Teams and users": `GET teams/all`, `teams/agency/{agencyId}` and `teams/user/{userId}` (page,
 * size, search, sort; one page of up to 1,000 unless `size` says otherwise) are the teams list, whole, of one
 * agency, or of the teams one user belongs to; `POST /api/account/v1/account/team/{accountId}` with `{teamId}`
 * moves a client account into a team and answers the account. Every one goes through the stores: a caller
 * sees only the teams, users and accounts its tenancy allows (another agency's user is a 404).
 */
export const teamSpecPaths: SpecPathRoutes = (app, { store, storeOf }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const tags = [name];
  const list = { config: { permission: permissions.list } } as const;
  const allPages = (query: URLSearchParams) => withDefaultSize(query, MAX_PAGE_SIZE);

  app.get(`${apiBase}/all`, { ...list, schema: { tags } }, async (request) =>
    answerList(store, request, allPages(queryOf(request))),
  );

  app.get<{ Params: { agencyId: string } }>(
    `${apiBase}/agency/:agencyId`,
    { ...list, schema: { tags, params: params('agencyId') } },
    async (request) =>
      answerList(
        store,
        request,
        allPages(withFilters(queryOf(request), { agencyId: [uuidParam(request.params.agencyId, 'agencyId')] })),
      ),
  );

  const users = storeOf('users');
  app.get<{ Params: { userId: string } }>(
    `${apiBase}/user/:userId`,
    { ...list, schema: { tags, params: params('userId') } },
    async (request) => {
      const user = await users.get(principalOf(request), request.params.userId);
      return answerList(
        store,
        request,
        allPages(withFilters(queryOf(request), { id: (user.teamIds as string[] | undefined) ?? [] })),
      );
    },
  );

  const accounts = storeOf('accounts');
  app.post<{ Params: { accountId: string }; Body: { teamId?: unknown } }>(
    `${accounts.resource.declaration.apiBase}/team/:accountId`,
    {
      config: { permission: accounts.resource.declaration.permissions.update },
      schema: { tags: [accounts.resource.declaration.name], params: params('accountId') },
    },
    async (request) => {
      const teamId = (request.body as { teamId?: unknown } | undefined)?.teamId;
      if (typeof teamId !== 'string' || teamId === '')
        throw invalid([{ field: 'teamId', detail: 'Please select a Team' }]);
      return accounts.update(principalOf(request), request.params.accountId, { teamId });
    },
  );
};
