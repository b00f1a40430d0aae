import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { claimRun } from './claimRun';

/**
 * Work that must happen once per cluster, not once per instance: the quote expiry sweep, the pruning of the webhook
 * delivery log. Each instance runs the same timers; before a run it claims the run in `cluster_timers`
 * (`claimRun`), so over one database each timer runs once per interval whichever instances are up, and another
 * instance takes over when the one that ran it stops. The embedded database has one process, which always wins.
 */
export interface ClusterTimers {
  /**
   * Runs `run` when the server is ready and then every `intervalMs`, in whichever one instance claims the turn.
   * A failed run is logged; the next interval tries again.
   */
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void;
}

interface Timer {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  handle?: NodeJS.Timeout;
}

export interface ClusterTimerLog {
  error(object: unknown, message: string): void;
}

/** This process's name in `cluster_timers.last_run_by`: host, process id and a random part. */
export const instanceName = (): string => `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export class ClusterTimerRunner implements ClusterTimers {
  private readonly timers: Timer[] = [];
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: ClusterTimerLog,
    readonly holder: string = instanceName(),
  ) {}

  every(name: string, intervalMs: number, run: () => Promise<unknown>): void {
    const timer: Timer = { name, intervalMs, run };
    this.timers.push(timer);
    if (this.started) void this.schedule(timer);
  }

  /**
   * Starts every timer (the server is ready): each is offered a run now, then every interval. Settles when the
   * first runs have.
   */
  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    this.started = true;
    await Promise.all(this.timers.map((timer) => this.schedule(timer)));
  }

  /** No further runs; waits for the runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer.handle);
    await Promise.all([...this.running]);
  }

  private schedule(timer: Timer): Promise<void> {
    timer.handle = setInterval(() => void this.tick(timer), timer.intervalMs);
    timer.handle.unref();
    return this.tick(timer);
  }

  private tick(timer: Timer): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const turn = this.turn(timer).finally(() => this.running.delete(turn));
    this.running.add(turn);
    return turn;
  }

  private async turn(timer: Timer): Promise<void> {
    try {
      if (await claimRun(this.db, timer.name, timer.intervalMs, this.holder)) await timer.run();
    } catch (error) {
      if (!this.stopped) this.log.error({ err: error, timer: timer.name }, 'cluster timer run failed');
    }
  }
}
