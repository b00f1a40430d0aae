import { principalOf } from '../../src/server/auth/authPlugin';
import { answerList } from '../../src/server/resources/resourceRoutes';
import { queryOf, withFilters, type SpecPathRoutes } from '../../src/server/resources/specPaths';

/**
 * Spec 001 §7 "Organisations": the agency search under /api/account/v1 (`GET agency/search`) and the wholesale
 * agency search (`GET wra/search`): the agencies the caller may see that hold a surplus lines licence (the
 * spec does not say what makes an agency wholesale; a surplus lines broker licence is this project's reading).
 * Both are the agencies list, with its paging, search and sort.
 */
export const agencySpecPaths: SpecPathRoutes = (app, { store, storeOf }) => {
  const { permissions, name } = store.resource.declaration;
  const list = { config: { permission: permissions.list }, schema: { tags: [name] } } as const;
  app.get('/api/account/v1/agency/search', list, async (request) => answerList(store, request, queryOf(request)));
  app.get('/api/account/v1/wra/search', list, async (request) => {
    const licences = storeOf('surplusLicenses');
    const rows = await licences.visibleRows(principalOf(request)).clearSelect().select('surplusLicenses.agencyId').distinct().execute();
    if (!rows.length) return { content: [], totalElements: 0 };
    return answerList(store, request, withFilters(queryOf(request), { id: rows.map((row) => String(row.agencyId)) }));
  });
};
