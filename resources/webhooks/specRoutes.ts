import type { SpecPathRoutes } from '../../src/server/resources/specPaths';
import { idInBody, queryOf } from '../../src/server/resources/specPaths';
import { answerList } from '../../src/server/resources/resourceRoutes';
import { principalOf } from '../../src/server/auth/authPlugin';

/**
 * Spec 001 §7 "Webhooks (/api/webhook/v1)": `GET` (page, size, search, sort) lists, `POST createHook
 * {companyName}` creates (201, client id and secret generated), `PUT {id, clientId, clientSecret, webhookUrl}`
 * edits the webhook the body names. Our `search`, `POST {family}` and `PUT {family}/{id}` stay as aliases.
 */
export const webhookSpecPaths: SpecPathRoutes = (app, { store }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const tags = [name];
  app.get(apiBase, { config: { permission: permissions.list }, schema: { tags } }, async (request) =>
    answerList(store, request, queryOf(request)),
  );
  app.post(
    `${apiBase}/createHook`,
    { config: { permission: permissions.create }, schema: { tags } },
    async (request, reply) => reply.status(201).send(await store.create(principalOf(request), request.body)),
  );
  app.put(apiBase, { config: { permission: permissions.update }, schema: { tags } }, async (request) =>
    store.update(principalOf(request), idInBody(request.body), request.body),
  );
};
