import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { databaseQueryDuration } from './databaseMetrics';

/** Connections of the database pool at one moment (PostgreSQL's pool; the embedded database has one). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The metrics one server exposes at `/metrics`, in Prometheus' text format: the process's own (CPU, memory, event
 * loop lag), requests, database statements and pool, and what resources add (`counter`, `gauge`).
 */
export class PlatformMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly throttleRefusals = new Counter({
    name: 'http_throttle_refusals_total',
    help: 'Requests refused with 429 (sign-in throttles and rate limits), by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  constructor(poolUse?: () => PoolUse) {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.registry.registerMetric(databaseQueryDuration);
    if (poolUse) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const now = poolUse();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
          this.set({ state: 'waiting' }, now.waiting);
        },
      });
    }
  }

  /** A counter a resource adds (e.g. webhook delivery outcomes). */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** A gauge read when `/metrics` is scraped (e.g. a queue's depth, counted in the database). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<{ labels: Record<L, string>; value: number }[]>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await read()) this.set(labels, value);
      },
    });
  }
}
