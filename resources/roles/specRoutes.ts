import { answerList } from '../../src/server/resources/resourceRoutes';
import { queryOf, withDefaultSize, withFilters, type SpecPathRoutes } from '../../src/server/resources/specPaths';
import { MAX_PAGE_SIZE } from '../../src/shared/api/listQuery';

/**
 * Spec 001 §7 "Roles": `GET roles?size=1000&sortBy=name&sortOrder=asc` lists the roles (every list reads
 * `sortBy`/`sortOrder`), `GET roles/accounttype/{type}` those of one account type (one page of up to 1,000
 * unless `size` says otherwise). Both answer `{content, totalElements}`, scoped by the store: staff see every
 * type's roles, any other organisation its own type's only. `GET permissions/map` is in permissionMapRoutes.
 */
export const roleSpecPaths: SpecPathRoutes = (app, { store }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const tags = [name];
  app.get(apiBase, { config: { permission: permissions.list }, schema: { tags } }, async (request) =>
    answerList(store, request, queryOf(request)),
  );
  app.get<{ Params: { type: string } }>(
    `${apiBase}/accounttype/:type`,
    {
      config: { permission: permissions.list },
      schema: { tags, params: { type: 'object', properties: { type: { type: 'string', maxLength: 40 } } } },
    },
    async (request) =>
      answerList(
        store,
        request,
        withDefaultSize(
          withFilters(queryOf(request), { accountType: [request.params.type.toUpperCase()] }),
          MAX_PAGE_SIZE,
        ),
      ),
  );
};
