import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';
import type { Principal } from '../../src/server/auth/principal';
import { recordHistoryEvent } from '../../src/server/history/recordHistory';
import { ApiError, invalid } from '../../src/server/http/apiError';
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

const historyOf = (
  type: OrganisationType,
  principal: Principal,
  organisationId: string,
  action: string,
  member: Member,
  added: boolean,
) => ({
  resource: type.name,
  recordId: organisationId,
  action,
  actor: { userId: principal.userId, email: principal.email },
  impersonatorUserId: principal.impersonatorUserId ?? null,
  changes: [{ field: type.members!.field, before: added ? null : member.name, after: added ? member.name : null }],
});

/**
 * Adds a member (an agency to a cluster or aggregator…) to an organisation the caller has already been shown.
 * The member must exist and be of the type's member kind (400 on the type's field with its message). An agency
 * may belong to several clusters and aggregators. Adding a member twice changes nothing.
 */
export async function addMember(
  db: Kysely<Database>,
  principal: Principal,
  type: OrganisationType,
  organisationId: string,
  memberId: unknown,
): Promise<void> {
  const members = type.members!;
  const refuse = () => invalid([{ field: members.field, detail: members.message }]);
  if (typeof memberId !== 'string' || !UUID.test(memberId)) throw refuse();
  await db.transaction().execute(async (trx) => {
    const member = (await trx
      .selectFrom('accounts')
      .select(['id', 'name', 'accountType'])
      .where('id', '=', memberId)
      .where('accountType', '=', members.accountType)
      .executeTakeFirst()) as Member | undefined;
    if (!member) throw refuse();
    const inserted = await trx
      .insertInto('organisationMembers')
      .values({ organisationId, memberId })
      .onConflict((oc) => oc.columns(['organisationId', 'memberId']).doNothing())
      .returning('memberId')
      .executeTakeFirst();
    if (inserted)
      await recordHistoryEvent(
        trx as unknown as Kysely<Database>,
        historyOf(type, principal, organisationId, 'addMember', member, true),
      );
  });
}

/** Removes a member; one that is not a member answers 404. */
export async function removeMember(
  db: Kysely<Database>,
  principal: Principal,
  type: OrganisationType,
  organisationId: string,
  memberId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = UUID.test(memberId)
      ? ((await trx
          .selectFrom('organisationMembers as m')
          .innerJoin('accounts as a', 'a.id', 'm.memberId')
          .select(['a.id', 'a.name', 'a.accountType'])
          .where('m.organisationId', '=', organisationId)
          .where('m.memberId', '=', memberId)
          .executeTakeFirst()) as Member | undefined)
      : undefined;
    if (!member) throw new ApiError(404, NOT_A_MEMBER);
    await trx
      .deleteFrom('organisationMembers')
      .where('organisationId', '=', organisationId)
      .where('memberId', '=', memberId)
      .execute();
    await recordHistoryEvent(
      trx as unknown as Kysely<Database>,
      historyOf(type, principal, organisationId, 'removeMember', member, false),
    );
  });
}
