import { principalOf } from '../../src/server/auth/authPlugin';
import { invalid } from '../../src/server/http/apiError';
import { answerList } from '../../src/server/resources/resourceRoutes';
import { queryOf, withFilters, type SpecPathRoutes } from '../../src/server/resources/specPaths';
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { addMember } from '../organisations/server';
import { organisationType } from '../organisations/server';
import type { Database } from '../../src/server/db/tables';

/**
 * Spec 001 §7 "Organisations": the agencies list on `GET /api/auth/v1/admin/agencies`, the agency search under
 * /api/account/v1 (`GET agency/search`) and the wholesale
 * agency search (`GET wra/search`): the agencies the caller may see that hold a surplus lines licence (the
 * spec does not say what makes an agency wholesale; a surplus lines broker licence is this project's reading).
 * Both are the agencies list, with its paging, search and sort.
 *
 * `POST /api/account/v1/agency` is the add-agency dialog (spec 001 §3 "Agency add payload": name, description,
 * hostname, npn, agencyId, contact name, e-mail and phone). The spec does not show what the server does; here:
 * the agency is created through the agencies store; a contact, when its e-mail is given, becomes the agency's
 * Agency Admin through the users store; `agencyId`, when given, names the cluster or aggregator the new agency
 * joins (the dialog opened from that organisation). A refused contact or organisation removes the new agency
 * again, so the call adds all or nothing (answer 201: the agency).
 */
export const agencySpecPaths: SpecPathRoutes = (app, { db, store, storeOf }) => {
  const { permissions, name } = store.resource.declaration;
  const list = { config: { permission: permissions.list }, schema: { tags: [name] } } as const;
  app.get('/api/account/v1/agency/search', list, async (request) => answerList(store, request, queryOf(request)));
  // Spec 001 §7 "admin/agencies CRUD": the list on the family's own path (`{apiBase}/search` is its alias).
  app.get(store.resource.declaration.apiBase, list, async (request) => answerList(store, request, queryOf(request)));
  app.post(
    '/api/account/v1/agency',
    { config: { permission: permissions.create }, schema: { tags: [name] } },
    async (request, reply) => {
      const principal = principalOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { agencyId, contactFirstName, contactLastName, contactEmail, contactPhone, ...agency } = body;
      const created = await store.create(principal, agency);
      try {
        if (agencyId !== undefined && agencyId !== '') {
          const parent = await joinOrganisation(db, storeOf, principal, String(agencyId), String(created.id));
          if (!parent) throw invalid([{ field: 'agencyId', detail: 'Please select a Agency' }]);
        }
        if (contactEmail !== undefined && contactEmail !== '') {
          const roles = await storeOf('roles').list(principal, {
            page: 0,
            size: 100,
            filters: { accountType: { in: ['AGENCY'] } },
          });
          const admin = roles.content.find((role) => role.name === 'Agency Admin');
          await storeOf('users').create(principal, {
            firstName: contactFirstName,
            lastName: contactLastName,
            email: contactEmail,
            ...(contactPhone ? { phone: contactPhone } : {}),
            accountId: created.id,
            roleId: admin?.id,
          });
        }
      } catch (refusal) {
        await store.remove(principal, String(created.id));
        throw refusal;
      }
      return reply.status(201).send(created);
    },
  );
  app.get('/api/account/v1/wra/search', list, async (request) => {
    const licences = storeOf('surplusLicenses');
    const rows = await licences
      .visibleRows(principalOf(request))
      .clearSelect()
      .select('surplusLicenses.agencyId')
      .distinct()
      .execute();
    if (!rows.length) return { content: [], totalElements: 0 };
    return answerList(store, request, withFilters(queryOf(request), { id: rows.map((row) => String(row.agencyId)) }));
  });
};

/** Adds a new agency to the cluster or aggregator `organisationId` names, through that type's members route logic. */
async function joinOrganisation(
  db: Kysely<Database>,
  storeOf: (name: string) => ResourceStore,
  principal: Principal,
  organisationId: string,
  newAgencyId: string,
): Promise<boolean> {
  for (const name of ['clusters', 'aggregators']) {
    const organisations = storeOf(name);
    const found = await organisations.get(principal, organisationId).catch(() => undefined);
    if (found) {
      await addMember(db, organisations, principal, organisationType(name), organisationId, newAgencyId);
      return true;
    }
  }
  return false;
}
