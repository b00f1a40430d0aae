/**
 * A broker-of-record change as actions of the policy through its store (tenancy, the history entry with the actor):
 * filed, changed while pending, then approved or rejected. The request rows are the policy's own (`childRows`), so
 * filing and changing keep the policy's version. An approval moves the **client account** to the new agency through
 * the accounts' assign-agency action, then every policy and quote of the account to the agency and the team the
 * account now has, each through its own store and recorded in its own history, all in one transaction: the
 * client-record rule reads the account's agency, so a policy cannot stay with one agency while its account moves to
 * another.
 */
import type { Kysely } from 'kysely';
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import type { Database } from '../../../src/server/db/tables';
import { ApiError, invalid } from '../../../src/server/http/apiError';
import { childRows } from '../../../src/server/resources/childRows';
import { todayIso } from '../../../src/shared/dates/today';
import type { ApiRecord } from '../../../src/shared/api/types';
import { ASSIGN_AGENCY } from '../../accounts/server';
import { decideBorBody, fileBorBody, updateBorBody } from './bodies';
import { BOR_MESSAGES as M } from './messages';
import { POLICY_BOR } from './permissions';

const FIELD = 'brokerOfRecord';

const requestsOf = (trx: Kysely<Database>, policyId: string) =>
  childRows(trx, 'policyBorRequests', 'policyId', policyId, 'Broker of record change', {
    missing: M.notFound,
    versioned: true,
  });

async function agencyName(trx: Kysely<Database>, id: unknown): Promise<string | undefined> {
  if (typeof id !== 'string') return undefined;
  const agency = await trx
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', id)
    .where('accountType', '=', 'AGENCY')
    .executeTakeFirst();
  return agency?.name;
}

/** The agency a body names, if it is one and not the policy's own: its name. */
async function newAgency(trx: Kysely<Database>, agencyId: unknown, current: unknown): Promise<string> {
  const name = await agencyName(trx, agencyId);
  if (!name) throw invalid([{ field: 'agencyId', detail: M.agencyRequired }]);
  if (agencyId === current) throw invalid([{ field: 'agencyId', detail: M.sameAgency }]);
  return name;
}

const pendingOf = (trx: Kysely<Database>, policyId: string) =>
  trx
    .selectFrom('policyBorRequests')
    .select(['id', 'accountId', 'fromAgencyId', 'toAgencyId', 'agentEmail', 'version'])
    .where('policyId', '=', policyId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();

/** POST /bor/{policyId}: files the change; answers the new request's id in `borRequestId`. */
export const FILE_BOR: ResourceAction = {
  name: 'request-bor',
  permission: POLICY_BOR,
  body: fileBorBody,
  keepsVersion: true,
  async effect({ trx, record, body, principal, reveal, describe }: ActionInput) {
    const policyId = String(record.id);
    const to = await newAgency(trx, body.agencyId, record.agencyId);
    if (await pendingOf(trx, policyId)) throw new ApiError(409, M.pending);
    const id = await requestsOf(trx, policyId).add({
      accountId: String(record.accountId),
      fromAgencyId: (record.agencyId as string | null) ?? null,
      toAgencyId: String(body.agencyId),
      agentEmail: (body.agentEmail as string | undefined) ?? null,
      effectiveDate: (body.effectiveDate as string | undefined) ?? todayIso(),
      note: (body.note as string | undefined) ?? null,
      requestedBy: principal.userId || null,
      modified: new Date(),
    });
    reveal({ borRequestId: id });
    describe([{ field: FIELD, before: record.agencyName ?? null, after: `${to} (requested)` }]);
    return {};
  },
};

/** PUT /update/BOR/{id}: changes a pending request (`version`: the request's, when the caller read one). */
export const updateBor = (requestId: string, version: number | undefined): ResourceAction => ({
  name: 'update-bor',
  permission: POLICY_BOR,
  body: updateBorBody,
  keepsVersion: true,
  async effect({ trx, record, body, describe }: ActionInput) {
    const pending = await pendingOf(trx, String(record.id));
    if (!pending || pending.id !== requestId) throw new ApiError(409, M.decided);
    const changes: ApiRecord = { modified: new Date() };
    if (body.agencyId !== undefined) {
      const to = await newAgency(trx, body.agencyId, record.agencyId);
      changes.toAgencyId = body.agencyId;
      describe([{ field: FIELD, before: await agencyName(trx, pending.toAgencyId), after: `${to} (requested)` }]);
    }
    for (const field of ['agentEmail', 'effectiveDate', 'note'] as const)
      if (body[field] !== undefined) changes[field] = body[field];
    await requestsOf(trx, String(record.id)).change(requestId, changes, version);
    return {};
  },
});

/** Moves one client record to the agency (and team) its account now has. */
const movedTo = (agencyId: string, teamId: string | null): ResourceAction => ({
  name: 'broker-of-record',
  permission: POLICY_BOR,
  effect: () => ({ agencyId, teamId }),
});

/** The account's records, then the account's own move: one transaction, each through its store. */
async function moveClient(
  input: ActionInput,
  pending: { accountId: string; toAgencyId: string; agentEmail: string | null },
) {
  const { trx, principal, storeOf } = input;
  await storeOf('accounts').act(
    principal,
    pending.accountId,
    ASSIGN_AGENCY,
    { agencyId: pending.toAgencyId, ...(pending.agentEmail ? { agentEmail: pending.agentEmail } : {}) },
    trx,
  );
  const account = await trx
    .selectFrom('accounts')
    .select('teamId')
    .where('id', '=', pending.accountId)
    .executeTakeFirstOrThrow();
  const move = movedTo(pending.toAgencyId, account.teamId ?? null);
  for (const table of ['policies', 'quotes'] as const) {
    const rows = await trx.selectFrom(table).select('id').where('accountId', '=', pending.accountId).execute();
    for (const row of rows) await storeOf(table).act(principal, row.id, move, {}, trx);
  }
}

/** PUT /bor/{policyId}: approves (the client moves) or rejects the pending request. */
export const DECIDE_BOR: ResourceAction = {
  name: 'decide-bor',
  permission: POLICY_BOR,
  body: decideBorBody,
  keepsVersion: true,
  async effect(input: ActionInput) {
    const { trx, record, body, principal, reveal, describe } = input;
    const pending = await pendingOf(trx, String(record.id));
    if (!pending) throw new ApiError(409, M.noPending);
    const to = await agencyName(trx, pending.toAgencyId);
    if (body.status === 'APPROVED') await moveClient(input, pending);
    await requestsOf(trx, String(record.id)).change(pending.id, {
      status: String(body.status),
      decidedBy: principal.userId || null,
      decidedAt: new Date(),
      modified: new Date(),
      ...(body.note !== undefined ? { note: String(body.note) } : {}),
    });
    reveal({ borRequestId: pending.id });
    describe([
      {
        field: FIELD,
        before: record.agencyName ?? null,
        after: body.status === 'APPROVED' ? to : `${to ?? ''} (rejected)`,
      },
    ]);
    return {};
  },
};
