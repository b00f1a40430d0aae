import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';
import type { Principal } from '../../src/server/auth/principal';
import { ApiError, invalid } from '../../src/server/http/apiError';
import { childRows } from '../../src/server/resources/childRows';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import type { OrganisationType } from './organisationTypes';

export const NOT_A_MEMBER = 'This organisation is not a member.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member as the API lists it. */
export interface Member {
  id: string;
  name: string;
  accountType: string;
}

export async function membersOf(db: Kysely<Database>, organisationId: string): Promise<Member[]> {
  return (await db
    .selectFrom('organisationMembers as m')
    .innerJoin('accounts as a', 'a.id', 'm.memberId')
    .select(['a.id', 'a.name', 'a.accountType'])
    .where('m.organisationId', '=', organisationId)
    .orderBy('a.name')
    .execute()) as Member[];
}

/** One member of the organisation, if it is one. */
async function memberOf(db: Kysely<Database>, organisationId: string, memberId: string): Promise<Member | undefined> {
  return (await db
    .selectFrom('organisationMembers as m')
    .innerJoin('accounts as a', 'a.id', 'm.memberId')
    .select(['a.id', 'a.name', 'a.accountType'])
    .where('m.organisationId', '=', organisationId)
    .where('m.memberId', '=', memberId)
    .executeTakeFirst()) as Member | undefined;
}

/** The history entry of a membership change: the organisation's member field, the member by name. */
const changeOf = (type: OrganisationType, member: Member, added: boolean) => [
  { field: type.members!.field, before: added ? null : member.name, after: added ? member.name : null },
];

/**
 * Adds a member (an agency to a cluster or aggregator…) to an organisation the caller has already been shown,
 * through the organisation's store: its version moves on and its history names the member. The member must
 * exist and be of the type's member kind (400 on the type's field with its message). An agency may belong to
 * several clusters and aggregators. Adding a member twice changes nothing.
 */
export async function addMember(
  db: Kysely<Database>,
  organisations: ResourceStore,
  principal: Principal,
  type: OrganisationType,
  organisationId: string,
  memberId: unknown,
): Promise<void> {
  const members = type.members!;
  const refuse = () => invalid([{ field: members.field, detail: members.message }]);
  if (typeof memberId !== 'string' || !UUID.test(memberId)) throw refuse();
  if (await memberOf(db, organisationId, memberId)) return;
  await organisations.act(
    principal,
    organisationId,
    {
      name: 'addMember',
      permission: organisations.resource.declaration.permissions.update,
      async effect({ trx, describe }) {
        const member = (await trx
          .selectFrom('accounts')
          .select(['id', 'name', 'accountType'])
          .where('id', '=', memberId)
          .where('accountType', '=', members.accountType)
          .executeTakeFirst()) as Member | undefined;
        if (!member) throw refuse();
        await childRows(trx, 'organisationMembers', 'organisationId', organisationId).addAll([{ memberId }]);
        describe(changeOf(type, member, true));
        return {};
      },
    },
    {},
  );
}

/** Removes a member through the organisation's store; one that is not a member answers 404. */
export async function removeMember(
  db: Kysely<Database>,
  organisations: ResourceStore,
  principal: Principal,
  type: OrganisationType,
  organisationId: string,
  memberId: string,
): Promise<void> {
  const member = UUID.test(memberId) ? await memberOf(db, organisationId, memberId) : undefined;
  if (!member) throw new ApiError(404, NOT_A_MEMBER);
  await organisations.act(
    principal,
    organisationId,
    {
      name: 'removeMember',
      permission: organisations.resource.declaration.permissions.update,
      async effect({ trx, describe }) {
        const dropped = await childRows(trx, 'organisationMembers', 'organisationId', organisationId).dropWhere({
          memberId: [memberId],
        });
        if (!dropped) throw new ApiError(404, NOT_A_MEMBER);
        describe(changeOf(type, member, false));
        return {};
      },
    },
    {},
  );
}
