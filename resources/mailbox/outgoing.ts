import type { Outbox } from '../../src/server/auth/outbox/outbox';

/**
 * A sent message leaves through the platform's outbox, one e-mail per recipient (kind MAILBOX_MESSAGE): stored,
 * then handed to the configured sender (in development and tests the outbox is where it can be read back).
 * Called after the send action has committed (the outbox writes on its own connection).
 */
export async function sendOut(outbox: Outbox, message: Record<string, unknown>): Promise<void> {
  const { toAddresses, ccAddresses, subject, body } = message;
  const recipients = [...((toAddresses as string[]) ?? []), ...((ccAddresses as string[]) ?? [])];
  for (const recipient of recipients) {
    await outbox.send({
      channel: 'EMAIL',
      recipient,
      kind: 'MAILBOX_MESSAGE',
      subject: String(subject ?? ''),
      body: String(body ?? ''),
    });
  }
}
