import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { invalid } from '../../src/server/http/apiError';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { visibleClientAccount } from '../../src/server/tenancy/clientRecord';
import { categoryFromSubject, normaliseCategory } from './categories';
import { isGateway } from './gateway';
import { draftSubject } from './threads';
import { visibleMessage } from './rows';
import { assignment } from './assignment';
import { FOREIGN_AGENCY_RECORD } from '../../src/server/tenancy/agencyOwned';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

const OWNER_FIELDS = ['agencyId', 'teamId', 'agentUserId'] as const;
const DRAFT_ONLY = ['subject', 'body', 'toAddresses', 'ccAddresses', 'emailType'] as const;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const json = (value: unknown) => JSON.stringify(value);

/**
 * The columns a write of a message stores. Through the API a create is a draft (spec 001 §4): a new message,
 * or a reply or forward of `replyToMsgId` (the caller must see it) that joins its thread, takes its owner and
 * category and gets the prefixed subject; the mail gateway's creates are incoming mail. An update changes the
 * flags of any message the caller sees and the text of a draft only.
 */
export async function messageColumns(
  db: Kysely<Database>,
  principal: Principal,
  value: ApiRecord,
  existing?: ApiRecord,
): Promise<ApiRecord> {
  const columns: ApiRecord = {};
  for (const field of ['subject', 'body', 'fromAddress', 'emailType', 'isArchived', 'isStarred'] as const) {
    if (value[field] !== undefined) columns[field] = value[field];
  }
  for (const field of ['toAddresses', 'ccAddresses'] as const)
    if (value[field] !== undefined) columns[field] = json(list(value[field]));
  if (value.msgCategory !== undefined || !existing)
    columns.msgCategory = normaliseCategory(value.msgCategory ?? defaultCategory(principal, value));
  labelColumns(value, existing, columns);
  if (value.seen !== undefined)
    columns.seenBy = json(seenBy(list(existing?.seenBy), principal.userId, value.seen === true));
  if (value.accountId !== undefined && value.accountId !== existing?.accountId) {
    columns.accountId =
      value.accountId === null
        ? null
        : (await visibleClientAccount(db, principal, value.accountId, { message: 'Please select an Account' })).id;
  }
  if (existing) {
    if (existing.emailDirection !== 'DRAFT') {
      // An update arrives merged with the stored record: only a field that changes counts.
      const field = DRAFT_ONLY.find(
        (name) => value[name] !== undefined && JSON.stringify(value[name]) !== JSON.stringify(existing[name]),
      );
      if (field) throw invalid([{ field, detail: 'Only a draft can be edited' }]);
    }
    const moved = OWNER_FIELDS.find((name) => value[name] !== undefined && value[name] !== existing[name]);
    if (moved) throw invalid([{ field: moved, detail: 'Assign the thread to change who it belongs to' }]);
    return columns;
  }
  return { ...columns, ...(await newMessageColumns(db, principal, value)) };
}

/** Incoming mail without a category is classified by its subject; a draft defaults to SUBMISSION. */
function defaultCategory(principal: Principal, value: ApiRecord): string | undefined {
  return isGateway(principal) && typeof value.subject === 'string' ? categoryFromSubject(value.subject) : undefined;
}

function labelColumns(value: ApiRecord, existing: ApiRecord | undefined, columns: ApiRecord): void {
  let labels = value.labels !== undefined ? list(value.labels).map(String) : undefined;
  if (typeof value.label === 'string' && value.label.trim() !== '') {
    columns.label = value.label.trim();
    labels = [...(labels ?? list(existing?.labels).map(String)), value.label.trim()];
  }
  if (labels) columns.labels = json([...new Set(labels.map((label) => label.trim()).filter(Boolean))]);
}

function seenBy(current: unknown[], userId: string, seen: boolean): unknown[] {
  if (!userId) return current;
  const others = current.filter((id) => id !== userId);
  return seen ? [...others, userId] : others;
}

async function newMessageColumns(db: Kysely<Database>, principal: Principal, value: ApiRecord): Promise<ApiRecord> {
  const id = randomUUID();
  const direction = isGateway(principal) ? 'INBOUND' : 'DRAFT';
  const base: ApiRecord = {
    id,
    emailDirection: direction,
    fromAddress: value.fromAddress ?? (isGateway(principal) ? '' : principal.email),
  };
  if (direction === 'DRAFT') base.fromAddress = principal.email;
  if (!value.replyToMsgId) {
    if (value.emailType !== undefined && value.emailType !== 'NEW') {
      throw invalid([{ field: 'replyToMsgId', detail: 'A reply or forward needs the message it answers' }]);
    }
    return {
      ...base,
      threadId: id,
      emailType: 'NEW',
      references: json([]),
      ...(await ownerOfNew(db, principal, value)),
    };
  }
  const parent = isGateway(principal)
    ? await db.selectFrom('mailboxMessages').selectAll().where('id', '=', String(value.replyToMsgId)).executeTakeFirst()
    : await visibleMessage(db, principal, String(value.replyToMsgId));
  if (!parent) {
    if (isGateway(principal))
      return { ...base, threadId: id, emailType: 'NEW', references: json([]), replyToMsgId: null };
    throw invalid([{ field: 'replyToMsgId', detail: 'The message replied to was not found' }]);
  }
  const emailType = value.emailType ?? 'REPLY';
  if (emailType === 'NEW') throw invalid([{ field: 'emailType', detail: 'A reply or forward cannot be NEW' }]);
  const prefixType = emailType === 'FORWARD' ? 'FORWARD' : 'REPLY';
  return {
    ...base,
    emailType,
    replyToMsgId: parent.id,
    threadId: parent.threadId,
    references: json([...list(parent.references), parent.id]),
    subject: value.subject ?? draftSubject(prefixType, String(parent.subject ?? '')),
    toAddresses:
      value.toAddresses !== undefined
        ? json(list(value.toAddresses))
        : json(prefixType === 'REPLY' && parent.fromAddress ? [parent.fromAddress] : []),
    msgCategory: normaliseCategory(value.msgCategory ?? parent.msgCategory),
    agencyId: parent.agencyId,
    teamId: parent.teamId,
    agentUserId: parent.agentUserId,
    ...(value.accountId === undefined ? { accountId: parent.accountId } : {}),
  };
}

/**
 * The owner of a new message: staff may name one (checked as an assignment) or leave it unassigned; an agency or
 * MSSP user's message is its organisation's (an agent's: its team and itself), and naming another is refused.
 */
async function ownerOfNew(db: Kysely<Database>, principal: Principal, value: ApiRecord): Promise<ApiRecord> {
  if (isStaff(principal)) {
    const named = OWNER_FIELDS.some((name) => value[name] !== undefined);
    return named
      ? assignment(db, principal, { agencyId: value.agencyId, teamId: value.teamId, agentUserId: value.agentUserId })
      : {};
  }
  if (value.agencyId !== undefined && value.agencyId !== principal.accountId)
    throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY_RECORD }]);
  if (principal.realm === 'TEAM') {
    if (!principal.teamIds[0]) throw invalid([{ field: 'teamId', detail: 'Please select a Team' }]);
    return { agencyId: principal.accountId, teamId: principal.teamIds[0], agentUserId: principal.userId };
  }
  return { agencyId: principal.accountId };
}
