import { principalOf } from '../../src/server/auth/authPlugin';
import type { SpecPathRoutes } from '../../src/server/resources/specPaths';
import { addMember, membersOf, removeMember } from './membership';
import type { OrganisationType } from './organisationTypes';

const params = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((n) => [n, { type: 'string', maxLength: 64 }])),
});

/**
 * An organisation's members (spec 001 §2 "add agency to aggregator", "add agency to cluster"; the paths are not
 * shown, so these are ours): `GET {apiBase}/{id}/members`, `POST {apiBase}/{id}/members` with the member's id
 * in the type's field (`agencyId`, `accountId` or `carrierId`), `DELETE {apiBase}/{id}/members/{memberId}`.
 * The organisation is read through its store first, so another organisation's is a 404.
 */
export const membershipRoutes =
  (type: OrganisationType): SpecPathRoutes =>
  (app, { db, store }) => {
    if (!type.members) return;
    const { apiBase, permissions, name } = store.resource.declaration;
    const tags = [name];
    const field = type.members.field;

    app.get<{ Params: { id: string } }>(
      `${apiBase}/:id/members`,
      { config: { permission: permissions.get }, schema: { tags, params: params('id') } },
      async (request) => {
        const organisation = await store.get(principalOf(request), request.params.id);
        return { content: await membersOf(db, organisation.id as string) };
      },
    );

    app.post<{ Params: { id: string } }>(
      `${apiBase}/:id/members`,
      { config: { permission: permissions.update }, schema: { tags, params: params('id') } },
      async (request) => {
        const principal = principalOf(request);
        const organisation = await store.get(principal, request.params.id);
        await addMember(
          db,
          store,
          principal,
          type,
          organisation.id as string,
          (request.body as Record<string, unknown> | undefined)?.[field],
        );
        return store.get(principal, organisation.id as string);
      },
    );

    app.delete<{ Params: { id: string; memberId: string } }>(
      `${apiBase}/:id/members/:memberId`,
      { config: { permission: permissions.update }, schema: { tags, params: params('id', 'memberId') } },
      async (request) => {
        const principal = principalOf(request);
        const organisation = await store.get(principal, request.params.id);
        await removeMember(db, store, principal, type, organisation.id as string, request.params.memberId);
        return store.get(principal, organisation.id as string);
      },
    );
  };
