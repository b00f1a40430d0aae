/**
 * The thread page's calls (spec 001 §7 `/api/docmessage/v1`), as data provider methods:
 *
 *   threadMessages(threadId, drafts)     GET  {mail}/search?…                 the thread's messages (or its drafts), oldest first
 *   newDraft(replyToMsgId, emailType)    POST {mail}/draft                    a reply or forward draft
 *   updateMessage(msgId, changes)        PUT  {mail}/message                  a draft saved, a flag set
 *   sendDraft(msgId, changes)            POST {mail}/send
 *   setMessageLabel(msgId, label)        PUT  {mail}/{msgId}/label
 *   assignThread(msgId, assignment)      POST {mail}/message/assign
 *   messageAttachments(msgId)            GET  {mail}/message/{msgId}/attachments
 *   uploadAttachment(msgId, file)        POST {mail}/message/{msgId}/attachment             multipart `file`
 *   attachFromUrl(msgId, url)            POST {mail}/message/{msgId}/attachment-from-url
 *   messageTracking(msgId)               GET  {mail}/request-tracking/{msgId}
 *   suggestReply(msgId)                  POST {mail}/ai-suggest/suggest
 *   assignableOrganisations()            the agencies and MSSPs staff assign to
 *   assignableUsers(accountId)           an organisation's users
 *   assignableTeams(agencyId)            an agency's teams
 *
 * An attachment's file is read with the data provider's `download` at `attachmentPath`.
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { MailboxMessageRecord } from '../../../src/shared/generated/records';
import { mailboxResource } from '../declaration';
import type { Suggestion } from '../suggest/suggester';
import type { TrackingEvent } from '../tracking';

const MAIL_API = mailboxResource.apiBase;

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

/** Who a thread is assigned to: an agency (or MSSP) and its agent (staff), or a team (an agency user). */
export interface Assignment {
  agencyId?: string;
  agentUserId?: string;
  teamId?: string;
}

/** Where the file of an attachment is read (with the data provider's `download`). */
export const attachmentPath = (attachment: Attachment): string =>
  `${MAIL_API}/message/${attachment.messageId}/attachment/${attachment.id}`;

type Named = { id: string; name?: string; email?: string; firstName?: string; lastName?: string };

/** An organisation or team by its name; a person by their name and email (or the email alone). */
const named = (rows: Named[]): Choice[] =>
  rows.map((row) => {
    const person = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return { id: row.id, name: row.name ?? (person ? `${person} (${row.email})` : String(row.email)) };
  });

export const mailboxMethods = defineDataProviderMethods(({ httpClient }) => {
  const call = async <T>(path: string, init?: RequestInit): Promise<T> => (await httpClient(path, init)).json as T;
  const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown) =>
    call<T>(path, { method, body: JSON.stringify(body) });
  const page = async (path: string, query: Record<string, string>) =>
    (await call<{ content: Named[] }>(`${path}?${new URLSearchParams(query)}`)).content;

  return {
    threadMessages: async (threadId: string, drafts: boolean): Promise<Message[]> =>
      (
        await call<{ content: Message[] }>(
          `${MAIL_API}/search?${new URLSearchParams({
            sort: 'dateReceived,asc',
            size: '100',
            'f[threadId][in]': threadId,
            [drafts ? 'f[emailDirection][in]' : 'f[emailDirection][ni]']: 'DRAFT',
          })}`,
        )
      ).content,

    newDraft: (replyToMsgId: string, emailType: 'REPLY' | 'FORWARD'): Promise<Message> =>
      send('POST', `${MAIL_API}/draft`, { replyToMsgId, emailType }),

    updateMessage: (msgId: string, changes: Partial<Message>): Promise<Message> =>
      send('PUT', `${MAIL_API}/message`, { msgId, ...changes }),

    sendDraft: (msgId: string, changes: Partial<Message>): Promise<Message> =>
      send('POST', `${MAIL_API}/send`, { msgId, ...changes }),

    setMessageLabel: (msgId: string, label: string): Promise<Message> =>
      send('PUT', `${MAIL_API}/${msgId}/label`, { label }),

    assignThread: (msgId: string, assignment: Assignment): Promise<Message> =>
      send('POST', `${MAIL_API}/message/assign`, { msgId, ...assignment }),

    messageAttachments: (msgId: string): Promise<Attachment[]> => call(`${MAIL_API}/message/${msgId}/attachments`),

    uploadAttachment: (msgId: string, file: File): Promise<Attachment> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(`${MAIL_API}/message/${msgId}/attachment`, { method: 'POST', body: form });
    },

    attachFromUrl: (msgId: string, url: string): Promise<Attachment> =>
      send('POST', `${MAIL_API}/message/${msgId}/attachment-from-url`, { url }),

    messageTracking: (msgId: string): Promise<{ status: string; events: TrackingEvent[] }> =>
      call(`${MAIL_API}/request-tracking/${msgId}`),

    suggestReply: (msgId: string): Promise<Suggestion> => send('POST', `${MAIL_API}/ai-suggest/suggest`, { msgId }),

    assignableOrganisations: async (): Promise<Choice[]> => {
      const [agencies, mssps] = await Promise.all([
        call<{ content: Named[] }>('/api/account/v1/agency/search?size=100&sort=name,asc'),
        call<{ content: Named[] }>('/api/auth/v1/mssp/search?size=100&sort=name,asc'),
      ]);
      return named([...agencies.content, ...mssps.content]);
    },

    assignableUsers: async (accountId: string): Promise<Choice[]> =>
      named(await page('/api/auth/v1/users/search', { size: '100', 'f[accountId][in]': accountId })),

    assignableTeams: async (agencyId: string): Promise<Choice[]> =>
      named(await page('/api/auth/v1/teams/search', { size: '100', 'f[agencyId][in]': agencyId })),
  };
});

export const useMailboxCalls = () => useDataProvider<PlatformDataProvider & DataProviderWith<typeof mailboxMethods>>();
