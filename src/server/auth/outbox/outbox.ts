import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

export type OutboxChannel = 'EMAIL' | 'SMS';

export interface OutgoingMessage {
  channel: OutboxChannel;
  recipient: string;
  /** What the message is for (PASSWORD_RESET, MFA_CODE, INVITATION…), so the dev page and tests can find it. */
  kind: string;
  subject: string;
  body: string;
  /** Files sent with an e-mail (a certificate's PDF). The outbox row keeps the text; the files go to the sender only. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Delivers a stored message; throwing marks it undelivered (it stays in the outbox either way). */
export interface MessageSender {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

/**
 * Every message that leaves the system is first stored here, then handed to the configured sender. Storing
 * first means a person (or a test) can always see what was sent, and a failed delivery is visible, not lost.
 */
export class Outbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sender?: MessageSender,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const { channel, recipient, kind, subject, body } = message;
    const row = await this.db
      .insertInto('outbox')
      .values({ channel, recipient, kind, subject, body })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.sender) return;
    try {
      await this.sender.deliver(message);
      await this.db.updateTable('outbox').set({ deliveredAt: new Date() }).where('id', '=', row.id).execute();
    } catch (error) {
      await this.db
        .updateTable('outbox')
        .set({ deliveryError: String((error as Error).message ?? error) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
