import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { Database } from '../../src/server/db/tables';
import { invalid } from '../../src/server/http/apiError';
import type { SpecPathRoutes } from '../../src/server/resources/specPaths';
import type { OrganisationType } from './organisationTypes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which records an organisation type is assigned to (docs/features/organisations.md "What each persona sees"). */
const ASSIGNMENTS: Record<
  string,
  {
    resource: string;
    column: 'vendorId' | 'carrierId';
    field: string;
    message: string;
  }
> = {
  VENDOR: {
    resource: 'claims',
    column: 'vendorId',
    field: 'vendorId',
    message: 'Please select a Vendor',
  },
  CARRIER: {
    resource: 'policies',
    column: 'carrierId',
    field: 'carrierId',
    message: 'Please select a Carrier',
  },
};

/**
 * Assigns a claim to a vendor or puts a policy on a carrier's paper (paths not in the spec: ours):
 * `PUT {claims apiBase}/{id}/vendor {vendorId}` and `PUT {policies apiBase}/{id}/carrier {carrierId}`; `null`
 * clears it. The record is read through its own store first (another tenant's: 404), the organisation must be
 * of the type (400 on the field); the record's version moves on and its history records `assignVendor` /
 * `assignCarrier`. Needs the type's update permission (staff).
 */
export const assignmentRoutes =
  (type: OrganisationType): SpecPathRoutes =>
  (app, { db, store, storeOf }) => {
    const assignment = ASSIGNMENTS[type.accountType];
    if (!assignment) return;
    const records = storeOf(assignment.resource);
    const action = `assign${type.label}`;
    app.put<{ Params: { id: string } }>(
      `${records.resource.declaration.apiBase}/:id/${type.segment}`,
      {
        config: { permission: store.resource.declaration.permissions.update },
        schema: { tags: [store.resource.declaration.name] },
      },
      async (request) => {
        const principal = principalOf(request);
        const record = await records.get(principal, request.params.id);
        const named = ((request.body ?? {}) as Record<string, unknown>)[assignment.field];
        let organisation: { id: string; name: string } | undefined;
        if (named !== null) {
          if (typeof named !== 'string' || !UUID.test(named))
            throw invalid([{ field: assignment.field, detail: assignment.message }]);
          organisation = (await (db as Kysely<Database>)
            .selectFrom('accounts')
            .select(['id', 'name'])
            .where('id', '=', named)
            .where('accountType', '=', type.accountType)
            .executeTakeFirst()) as { id: string; name: string } | undefined;
          if (!organisation) throw invalid([{ field: assignment.field, detail: assignment.message }]);
        }
        // Through the record's own store: its version, and the history entry naming the organisation.
        await records.act(
          principal,
          String(record.id),
          {
            name: action,
            permission: store.resource.declaration.permissions.update,
            effect: ({ describe }) => {
              describe([{ field: assignment.field, before: null, after: organisation?.name ?? null }]);
              return { [assignment.column]: organisation?.id ?? null };
            },
          },
          {},
        );
        return records.get(principal, String(record.id));
      },
    );
  };
