import { answerList } from '../../src/server/resources/resourceRoutes';
import { queryOf, type SpecPathRoutes } from '../../src/server/resources/specPaths';

/**
 * Spec 001 §7 / 002 §7: `GET /api/account/v1/agency/cowbell/surplus/search` is the surplus licence search as
 * the provider's screens call it ("cowbell" names the provider). The spec shows no difference of content, so it
 * is the same list as `agency/surplus/search`, scoped by the store like every list: provider staff see every
 * agency's licences, an agency its own. Its spec parameters: `surplusLinesState` and `agencyId` (plain, as
 * every list reads them), `state` for the licence state and `email` for the broker's e-mail.
 */
export const surplusLicenseSpecPaths: SpecPathRoutes = (app, { store }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  app.get(
    `${apiBase.replace(/\/agency\/surplus$/, '/agency/cowbell/surplus')}/search`,
    { config: { permission: permissions.list }, schema: { tags: [name] } },
    async (request) => {
      const params = queryOf(request);
      const state = params.get('state');
      const email = params.get('email');
      if (state && !params.has('surplusLinesState')) params.set('surplusLinesState', state);
      if (email && !params.has('f[brokerEmail][in]')) params.set('f[brokerEmail][in]', email.trim());
      return answerList(store, request, params);
    },
  );
};
