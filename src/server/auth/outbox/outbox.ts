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
    const row = await this.db.insertInto('outbox').values(message).returning('id').executeTakeFirstOrThrow();
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
