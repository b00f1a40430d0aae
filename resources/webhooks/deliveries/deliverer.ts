import { sql, type Kysely } from 'kysely';
import { retryDelayMs, type DeliverySettings } from './settings';
import { signatureOf, WEBHOOK_HEADERS } from './signature';
import { checkDestination, RefusedDestination } from './destinationGuard';
import { pruneDelivered } from './prune';
import type { Database } from '../../../src/server/db/tables';

/** A delivery claimed for one attempt, with where and how to send it. */
interface Claimed {
  seq: string;
  id: string;
  eventType: string;
  body: string;
  attempts: number;
  webhookUrl: string | null;
  clientId: string;
  clientSecret: string;
}

/** How long a claimed delivery stays leased to its worker: past it (a crash mid-send), another worker retries. */
const LEASE = sql`interval '2 minutes'`;
/** Deliveries claimed by one statement at most. */
const BATCH = 50;

/**
 * Takes due deliveries off the queue, leasing them so that several server instances never send one twice at a
 * time, and counts the attempt. At most `limit`, oldest first; at most one per webhook and record (a later event
 * of a record waits while an earlier one to the same webhook is pending); and per webhook no more than
 * `perWebhook` leased at once across every instance, so a slow or dead receiver holds only its own slots. Each
 * webhook's due deliveries are looked up on their own (its first `perWebhook`, less those it has leased), so a
 * backlog behind one receiver never hides another's. A row another instance leased meanwhile fails the update's
 * own check and is left to it.
 */
async function claimDue(db: Kysely<Database>, limit: number, perWebhook: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    with room as (
      select due.seq
        from webhooks w
        cross join lateral (
          select count(*) as sending
            from webhook_deliveries l
           where l.webhook_id = w.id and l.status = 'PENDING' and l.locked_until >= now()) leased
        cross join lateral (
          select c.seq, row_number() over (order by c.seq) as place
            from webhook_deliveries c
           where c.webhook_id = w.id and c.status = 'PENDING' and c.next_attempt_at <= now()
             and (c.locked_until is null or c.locked_until < now())
             and not exists (
               select 1 from webhook_deliveries e
                where e.webhook_id = c.webhook_id and e.record_key = c.record_key and e.status = 'PENDING'
                  and e.seq < c.seq)
           order by c.seq
           limit ${perWebhook}) due
       where leased.sending < ${perWebhook} and due.place <= ${perWebhook} - leased.sending
       order by due.seq
       limit ${limit})
    update webhook_deliveries as d
       set locked_until = now() + ${LEASE}, attempts = d.attempts + 1
      from webhooks as w, room
     where room.seq = d.seq and w.id = d.webhook_id
       and d.status = 'PENDING' and (d.locked_until is null or d.locked_until < now())
    returning d.seq, d.id, d.event_type as "eventType", d.body, d.attempts, w.webhook_url as "webhookUrl",
              w.client_id as "clientId", w.client_secret as "clientSecret"`.execute(db);
  return rows;
}

/** One POST of one delivery; answers the HTTP status, or throws with why it did not arrive. */
async function send(delivery: Claimed, settings: DeliverySettings, stop: AbortSignal): Promise<number> {
  if (!delivery.webhookUrl) throw new Error('The webhook has no URL.');
  await checkDestination(delivery.webhookUrl, settings.destinations);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(delivery.webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'AdaptiveInsurance-Webhooks/1',
      [WEBHOOK_HEADERS.id]: delivery.id,
      [WEBHOOK_HEADERS.event]: delivery.eventType,
      [WEBHOOK_HEADERS.timestamp]: timestamp,
      [WEBHOOK_HEADERS.signature]: signatureOf(delivery.clientSecret, timestamp, delivery.body),
      [WEBHOOK_HEADERS.clientId]: delivery.clientId,
    },
    body: delivery.body,
    redirect: 'manual',
    signal: AbortSignal.any([stop, AbortSignal.timeout(settings.timeoutMs)]),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

const reasonOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (cause?.code ?? cause?.message ?? (error as Error).message ?? String(error)).slice(0, 500);
};

/**
 * Writes what one attempt came to: DELIVERED on a 2xx, else retried later with back-off, or FAILED at the last
 * attempt, or at once when the destination was refused (`final`).
 */
async function settle(
  db: Kysely<Database>,
  delivery: Claimed,
  settings: DeliverySettings,
  outcome: { status?: number; error?: string; final?: boolean },
): Promise<void> {
  const delivered = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
  const error = delivered ? null : (outcome.error ?? `HTTP ${outcome.status}`);
  const last = outcome.final === true || delivery.attempts >= settings.maxAttempts;
  // raw write: settles a claimed delivery (lint:sql allow-list, webhook delivery queue)
  await db
    .updateTable('webhookDeliveries')
    .set({
      status: delivered ? 'DELIVERED' : last ? 'FAILED' : 'PENDING',
      lockedUntil: null,
      lastStatusCode: outcome.status ?? null,
      lastError: error,
      deliveredAt: delivered ? new Date() : null,
      nextAttemptAt: delivered || last ? new Date() : new Date(Date.now() + retryDelayMs(settings, delivery.attempts)),
    })
    .where('seq', '=', delivery.seq)
    .execute();
}

/** Deliveries waiting to be sent (PENDING) and given up (FAILED), by status: the queue's depth for the metrics. */
export async function queuedDeliveries(db: Kysely<Database>): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('webhookDeliveries')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', 'in', ['PENDING', 'FAILED'])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: String(row.status), count: Number(row.count) }));
}

/** How one attempt ended: received (2xx), not received (retried until the attempts run out), or refused for good. */
export type DeliveryOutcome = 'delivered' | 'failed' | 'refused';

/**
 * The delivery worker: claims due deliveries whenever it has room (on each poll, and again as each send settles),
 * sends each signed, records the outcome. Sends run side by side, up to `maxInFlight` in this process and
 * `perWebhook` per webhook across the cluster; nothing waits for a batch to finish, so a receiver that never
 * answers ties up its own slots until the timeout and no other receiver's. At least once: a delivery is marked
 * only after its receiver answered 2xx, so a crash between the two sends it again after the lease (receivers drop
 * repeats by X-Webhook-Id). `stop` aborts what is in flight; those deliveries stay queued.
 */
export class WebhookDeliverer {
  private timer: NodeJS.Timeout | undefined;
  /** The claiming loop, while it runs; `again` asks it for one more round (a send settled meanwhile). */
  private claiming: Promise<void> | undefined;
  private again = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: DeliverySettings,
    private readonly log: { warn(object: unknown, message: string): void },
    /** Told each settled attempt's outcome (the server's metrics count them). */
    private readonly onOutcome: (outcome: DeliveryOutcome) => void = () => undefined,
  ) {}

  start(): void {
    if (!this.settings.enabled || this.timer) return;
    this.timer = setInterval(() => this.claim(), this.settings.pollMs);
    this.timer.unref();
  }

  /**
   * Deletes the delivered rows past the retention (WEBHOOK_RETENTION_DAYS); pending and failed rows stay. Run by
   * a cluster timer every WEBHOOK_PRUNE_INTERVAL_MS (wiring.ts), in one instance of the cluster.
   */
  async prune(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    try {
      await pruneDelivered(this.db, this.settings.retentionDays);
    } catch (error) {
      if (!this.stopping.signal.aborted) this.log.warn({ err: error }, 'webhook delivery pruning failed');
    }
  }

  /**
   * Sends what is due now and waits until every send it started has settled and nothing more is due (the tests
   * call it to deliver at a known moment).
   */
  async tick(): Promise<void> {
    this.claim();
    while (this.claiming || this.inFlight.size > 0) await Promise.allSettled([this.claiming, ...this.inFlight]);
  }

  /** Starts the claiming loop, or asks the running one for another round. */
  private claim(): void {
    if (this.stopping.signal.aborted) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.claimWhileRoom().finally(() => (this.claiming = undefined));
  }

  private async claimWhileRoom(): Promise<void> {
    const { maxInFlight, perWebhook } = this.settings;
    try {
      do {
        this.again = false;
        for (;;) {
          const room = Math.min(BATCH, maxInFlight - this.inFlight.size);
          if (room <= 0 || this.stopping.signal.aborted) break;
          const due = await claimDue(this.db, room, perWebhook);
          for (const delivery of due) this.track(this.attempt(delivery));
          if (due.length < room) break;
        }
      } while (this.again && !this.stopping.signal.aborted);
    } catch (error) {
      if (!this.stopping.signal.aborted) this.log.warn({ err: error }, 'webhook delivery claim failed');
    }
  }

  /** Keeps a send in flight until it settles, then looks for more work: its webhook has room again. */
  private track(send: Promise<void>): void {
    const tracked = send
      .catch((error: unknown) => this.log.warn({ err: error }, 'webhook delivery attempt failed'))
      .finally(() => {
        this.inFlight.delete(tracked);
        this.claim();
      });
    this.inFlight.add(tracked);
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const outcome = await send(delivery, this.settings, this.stopping.signal).then(
      (status) => ({ status }),
      (error: unknown) =>
        error instanceof RefusedDestination ? { error: error.message, final: true } : { error: reasonOf(error) },
    );
    // Stopped mid-send: the lease is given back, so the next start (this server's or another's) sends it again.
    if (this.stopping.signal.aborted) {
      // raw write: gives the lease back (lint:sql allow-list, webhook delivery queue)
      await this.db
        .updateTable('webhookDeliveries')
        .set({ lockedUntil: null })
        .where('seq', '=', delivery.seq)
        .execute()
        .catch(() => undefined);
      return;
    }
    await settle(this.db, delivery, this.settings, outcome);
    if ('status' in outcome) this.onOutcome(outcome.status >= 200 && outcome.status < 300 ? 'delivered' : 'failed');
    else this.onOutcome(outcome.final ? 'refused' : 'failed');
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping.abort();
    while (this.claiming || this.inFlight.size > 0) await Promise.allSettled([this.claiming, ...this.inFlight]);
  }
}
