import type { OutgoingMessage } from '../../../src/server/auth/outbox/outbox';

export const ACCOUNT_ASSIGNED_KIND = 'ACCOUNT_ASSIGNED';

/** The e-mail of an assignment with a link (spec 001 §2 "assign agency … one with a link flag"): the account's page. */
export function assignmentMessage(account: Record<string, unknown>, publicUrl: string): OutgoingMessage {
  const name = String(account.name);
  const agent = [account.agentFirstName, account.agentLastName].filter(Boolean).join(' ');
  return {
    channel: 'EMAIL',
    recipient: String(account.agentEmail),
    kind: ACCOUNT_ASSIGNED_KIND,
    subject: `${name} is now a client of ${String(account.agencyName ?? 'your agency')}`,
    body: [
      `Dear ${agent || 'agent'},`,
      '',
      `The account ${name} has been assigned to your agency. Open it here:`,
      `${publicUrl}/agency/accounts/${String(account.id)}/show`,
    ].join('\n'),
  };
}
