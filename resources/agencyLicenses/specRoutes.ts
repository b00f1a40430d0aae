import { principalOf } from '../../src/server/auth/authPlugin';
import { idInBody, type SpecPathRoutes } from '../../src/server/resources/specPaths';

/**
 * Spec 001 §7 "Licences": `PUT license` edits the licence its body names (`{id, …}`). `GET license/search/`
 * is our `license/search` (the server tolerates trailing slashes); the spec's plain search parameters
 * (`state`, `agencyId`, `after`, `before`) are read by every list.
 */
export const agencyLicenseSpecPaths: SpecPathRoutes = (app, { store }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  app.put(apiBase, { config: { permission: permissions.update }, schema: { tags: [name] } }, async (request) =>
    store.update(principalOf(request), idInBody(request.body), request.body),
  );
};
