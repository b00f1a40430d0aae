import type { ActionInput, ResourceAction } from '../../src/server/actions/resourceAction';
import { ApiError, invalid } from '../../src/server/http/apiError';
import { categoryFromSubject } from './categories';
import { MAILBOX_ASSIGN, mailboxResource } from './declaration';
import { assignment } from './assignment';
import type { ApiRecord } from '../../src/shared/api/types';

const uuid = { type: 'string', format: 'uuid' } as const;
const version = { type: 'integer' } as const;

/**
 * The thread's other messages follow an assignment of any of its messages, each through the mailbox's store (its
 * version and history entry), in the assignment's transaction.
 */
async function assignThread({ trx, principal, record, storeOf }: ActionInput, owner: ApiRecord): Promise<void> {
  const follow: ResourceAction = { name: 'assign', permission: MAILBOX_ASSIGN, effect: () => owner };
  const others = await trx
    .selectFrom('mailboxMessages')
    .select('id')
    .where('threadId', '=', String(record.threadId))
    .where('id', '!=', String(record.id))
    .execute();
  for (const other of others) await storeOf('mailbox').act(principal, String(other.id), follow, {}, trx);
}

/**
 * Assign (spec 001 §6 "Mailbox"): staff pick the agency (or MSSP) and the agent; an agency user assigns its own
 * thread to one of its teams (and an agent of it); an MSSP has no teams. Applied to the whole thread.
 */
export const assignAction: ResourceAction = {
  name: 'assign',
  permission: MAILBOX_ASSIGN,
  body: {
    type: 'object',
    properties: { agencyId: uuid, teamId: uuid, agentUserId: uuid, version },
    additionalProperties: false,
  },
  async effect(input) {
    const owner = await assignment(input.trx, input.principal, input.body);
    await assignThread(input, owner);
    return owner;
  },
};

/** Reprocess: the message is categorised again from its subject and comes back out of the archive. */
export const reprocessAction: ResourceAction = {
  name: 'reprocess',
  permission: MAILBOX_ASSIGN,
  body: { type: 'object', properties: { version }, additionalProperties: false },
  effect: ({ record }) => ({ msgCategory: categoryFromSubject(String(record.subject ?? '')), isArchived: false }),
};

/**
 * Send a draft: it becomes an outbound message of its thread (the thread's count grows by one). Served by the
 * spec's `POST send` only, which hands the message to the outbox once the action has committed (outgoing.ts).
 */
export const sendAction: ResourceAction = {
  name: 'send',
  permission: mailboxResource.permissions.update,
  body: { type: 'object', properties: { version }, additionalProperties: false },
  effect({ record }) {
    if (record.emailDirection !== 'DRAFT') throw new ApiError(409, 'Only a draft can be sent.');
    const recipients = [...((record.toAddresses as string[]) ?? []), ...((record.ccAddresses as string[]) ?? [])];
    if (recipients.length === 0) throw invalid([{ field: 'toAddresses', detail: 'Please enter a recipient' }]);
    const now = new Date();
    return { emailDirection: 'OUTBOUND', dateSent: now, dateReceived: now };
  },
};
