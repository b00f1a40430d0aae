/** The calls the thread page makes (spec 001 §7 `/api/docmessage/v1`), through the console's HTTP client. */
import { httpClient } from '../../../src/console/providers/instances';
import { mailboxResource } from '../declaration';
import type { TrackingEvent } from '../tracking';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { MailboxMessageRecord } from '../../../src/shared/generated/records';

export const MAIL_API = mailboxResource.apiBase;

/**
 * A message as the API answers it: its schema's fields and the store's, and the read-only fields the server keeps
 * beside them (server.ts `readOnlyFields`): its thread, direction, date received, the thread's size, its agency's name.
 */
export type Message = StoredRecord<MailboxMessageRecord> & {
  threadId: string;
  emailDirection: 'INBOUND' | 'OUTBOUND' | 'DRAFT';
  dateReceived: string;
  threadCount: number;
  agencyName?: string | null;
};

export interface Attachment {
  id: string;
  messageId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface Choice {
  id: string;
  name: string;
}

export const call = async <T>(path: string, init?: RequestInit): Promise<T> => (await httpClient(path, init)).json as T;
const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** The thread's messages (sent and received, or its drafts), oldest first. */
export const threadMessages = (threadId: string, drafts: boolean) =>
  call<{ content: Message[] }>(
    `${MAIL_API}/search?${new URLSearchParams({ sort: 'dateReceived,asc', size: '100', 'f[threadId][in]': threadId, [drafts ? 'f[emailDirection][in]' : 'f[emailDirection][ni]']: 'DRAFT' })}`,
  ).then((page) => page.content);

export const newDraft = (replyToMsgId: string, emailType: 'REPLY' | 'FORWARD') =>
  post<Message>(`${MAIL_API}/draft`, { replyToMsgId, emailType });
const putMessage = (msgId: string, changes: Partial<Message>) =>
  call<Message>(`${MAIL_API}/message`, { method: 'PUT', body: JSON.stringify({ msgId, ...changes }) });
export const sendDraft = (msgId: string, changes: Partial<Message>) =>
  post<Message>(`${MAIL_API}/send`, { msgId, ...changes });
export const saveDraft = putMessage;
export const updateMessage = putMessage;
export const setLabel = (msgId: string, label: string) =>
  call<Message>(`${MAIL_API}/${msgId}/label`, { method: 'PUT', body: JSON.stringify({ label }) });
export const assignThread = (msgId: string, body: Record<string, string | undefined>) =>
  post<Message>(`${MAIL_API}/message/assign`, { msgId, ...body });

export const attachmentsOf = (msgId: string) => call<Attachment[]>(`${MAIL_API}/message/${msgId}/attachments`);
export function uploadAttachment(msgId: string, file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call<Attachment>(`${MAIL_API}/message/${msgId}/attachment`, { method: 'POST', body: form });
}

/** Where the file of an attachment is read (with the data provider's `download`). */
export const attachmentPath = (attachment: Attachment): string =>
  `${MAIL_API}/message/${attachment.messageId}/attachment/${attachment.id}`;

/** Assignment choices: agencies and MSSPs (staff), an organisation's users, an agency's teams. */
const named = (
  rows: { id: string; name?: string; email?: string; firstName?: string; lastName?: string }[],
): Choice[] =>
  rows.map((row) => ({
    id: row.id,
    name:
      row.name ??
      ([row.firstName, row.lastName].filter(Boolean).join(' ')
        ? `${[row.firstName, row.lastName].filter(Boolean).join(' ')} (${row.email})`
        : String(row.email)),
  }));
export async function organisationChoices(): Promise<Choice[]> {
  const [agencies, mssps] = await Promise.all([
    call<{ content: Choice[] }>('/api/account/v1/agency/search?size=100&sort=name,asc').catch(() => ({ content: [] })),
    call<{ content: Choice[] }>('/api/auth/v1/mssp/search?size=100&sort=name,asc').catch(() => ({ content: [] })),
  ]);
  return named([...agencies.content, ...mssps.content]);
}
export const userChoices = (accountId: string) =>
  call<{ content: { id: string; email: string; firstName?: string; lastName?: string }[] }>(
    `/api/auth/v1/users/search?${new URLSearchParams({ size: '100', 'f[accountId][in]': accountId })}`,
  ).then((page) => named(page.content));
export const teamChoices = (agencyId: string) =>
  call<{ content: Choice[] }>(
    `/api/auth/v1/teams/search?${new URLSearchParams({ size: '100', 'f[agencyId][in]': agencyId })}`,
  ).then((page) => named(page.content));

export type { TrackingEvent };
export const trackingOf = (msgId: string) =>
  call<{ status: string; events: TrackingEvent[] }>(`${MAIL_API}/request-tracking/${msgId}`);

export interface Suggestion {
  source: string;
  note: string;
  msgCategory: string;
  replyDraft: { subject: string; body: string; toAddresses: string[] };
}
export const suggestFor = (msgId: string) => post<Suggestion>(`${MAIL_API}/ai-suggest/suggest`, { msgId });
export const attachFromUrl = (msgId: string, url: string) =>
  post<Attachment>(`${MAIL_API}/message/${msgId}/attachment-from-url`, { url });
