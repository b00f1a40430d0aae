import { principalOf } from '../../src/server/auth/authPlugin';
import { answerList } from '../../src/server/resources/resourceRoutes';
import {
  idInBody,
  queryOf,
  withDefaultSize,
  withFilters,
  type SpecPathRoutes,
} from '../../src/server/resources/specPaths';
import { MAX_PAGE_SIZE } from '../../src/shared/api/listQuery';

/**
 * Spec 001 §7 "Licences", the agent half: `PUT agent/license` edits the licence its body names,
 * `GET agent/license/searchall` lists every agent licence the caller may see (one page of up to 1,000 unless
 * `size` says otherwise), and `GET agent/license/{state}` those of one state (two letters; the same list,
 * narrowed). `GET agent/license/{id}` (a uuid) stays the record; the two never collide.
 */
export const agentLicenseSpecPaths: SpecPathRoutes = (app, { store }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const tags = [name];
  app.put(apiBase, { config: { permission: permissions.update }, schema: { tags } }, async (request) =>
    store.update(principalOf(request), idInBody(request.body), request.body),
  );
  app.get(`${apiBase}/searchall`, { config: { permission: permissions.list }, schema: { tags } }, async (request) =>
    answerList(store, request, withDefaultSize(queryOf(request), MAX_PAGE_SIZE)),
  );
  app.get<{ Params: { state: string } }>(
    `${apiBase}/:state([A-Za-z]{2})`,
    { config: { permission: permissions.list }, schema: { tags } },
    async (request) =>
      answerList(
        store,
        request,
        withDefaultSize(withFilters(queryOf(request), { state: [request.params.state.toUpperCase()] }), MAX_PAGE_SIZE),
      ),
  );
};
