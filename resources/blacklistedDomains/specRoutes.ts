import type { SpecPathRoutes } from '../../src/server/resources/specPaths';
import { queryOf } from '../../src/server/resources/specPaths';
import { answerList } from '../../src/server/resources/resourceRoutes';

/** The console's page of blacklisted domains asks for 10 and gets 25 (spec 001 §7, §9 "blacklisted domains 10 becomes 25"). */
export const ASKED_SIZE = '10';
export const SERVED_SIZE = '25';

/**
 * Spec 001 §7 "Blacklisted domains: CRUD on blacklisteddomains": `GET /api/auth/v1/blacklisteddomains` lists
 * (page, size, search, sort; a size of 10 is served as 25). `POST`, `GET|PUT|DELETE …/{id}` are the store's own
 * routes; `…/search` stays as our alias.
 */
export const registerBlacklistSpecPaths: SpecPathRoutes = (app, { store }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  app.get(apiBase, { config: { permission: permissions.list }, schema: { tags: [name] } }, async (request) => {
    const params = queryOf(request);
    if (params.get('size') === ASKED_SIZE) params.set('size', SERVED_SIZE);
    return answerList(store, request, params);
  });
};
