/**
 * The servers' own figures (`GET /metrics`, docs/operations/observability.md), read from every instance: request
 * duration by route as the server measured it, statement time, and samples of the pool's waiting clients and of
 * event loop lag taken during the load. They tell where a slow call's time goes: in the handler, waiting for a pool
 * connection, or in a busy event loop.
 */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const parse = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
      if (!match) return undefined;
      const labels: Record<string, string> = {};
      for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]] = pair[2];
      return { name: match[1], labels, value: Number(match[3]) };
    })
    .filter((s): s is Sample => s !== undefined);

export async function scrape(base: string, token: string): Promise<Sample[]> {
  const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`GET /metrics: ${answer.status}`);
  return parse(await answer.text());
}

/** The upper bound of the bucket the p-th percentile falls in (Prometheus buckets), in ms. */
function bucketPercentile(buckets: Map<number, number>, p: number): number {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Infinity) ?? 0;
  if (!total) return NaN;
  for (const le of bounds) if (buckets.get(le)! >= (p / 100) * total) return le * 1000;
  return Infinity;
}

/** Per `METHOD route` summed over instances and statuses: count, the server's p50 and p99 (bucket bounds, ms), mean. */
export function routeDurations(
  scrapes: Sample[][],
): Map<string, { count: number; p50: number; p99: number; meanMs: number }> {
  const buckets = new Map<string, Map<number, number>>();
  const sums = new Map<string, number>();
  for (const samples of scrapes)
    for (const s of samples) {
      if (!s.name.startsWith('http_request_duration_seconds')) continue;
      const key = `${s.labels.method} ${s.labels.route}`;
      if (s.name.endsWith('_bucket')) {
        const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
        const own = buckets.get(key) ?? new Map<number, number>();
        own.set(le, (own.get(le) ?? 0) + s.value);
        buckets.set(key, own);
      } else if (s.name.endsWith('_sum')) sums.set(key, (sums.get(key) ?? 0) + s.value);
    }
  const result = new Map<string, { count: number; p50: number; p99: number; meanMs: number }>();
  for (const [key, own] of buckets) {
    const count = own.get(Infinity) ?? 0;
    result.set(key, {
      count,
      p50: bucketPercentile(own, 50),
      p99: bucketPercentile(own, 99),
      meanMs: ((sums.get(key) ?? 0) / count) * 1000,
    });
  }
  return result;
}

/** Every statement's time as the query layer measured it, over all instances: count, p50, p99 (ms). */
export function queryDurations(scrapes: Sample[][]): { count: number; p50: number; p99: number } {
  const own = new Map<number, number>();
  for (const samples of scrapes)
    for (const s of samples)
      if (s.name === 'db_query_duration_seconds_bucket') {
        const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
        own.set(le, (own.get(le) ?? 0) + s.value);
      }
  return { count: own.get(Infinity) ?? 0, p50: bucketPercentile(own, 50), p99: bucketPercentile(own, 99) };
}

/**
 * Samples every instance each `everyMs` while the load runs: the most clients waiting for a pool connection and
 * the highest event loop lag seen on any instance.
 */
export function sampleDuringLoad(
  bases: readonly string[],
  token: string,
  everyMs = 2000,
): { stop(): Promise<{ poolWaitingMax: number; eventLoopLagMaxMs: number; samples: number }> } {
  let poolWaitingMax = 0;
  let eventLoopLagMaxMs = 0;
  let samples = 0;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    pending = (async () => {
      for (const base of bases) {
        const all = await scrape(base, token).catch(() => []);
        for (const s of all) {
          if (s.name === 'db_pool_connections' && s.labels.state === 'waiting')
            poolWaitingMax = Math.max(poolWaitingMax, s.value);
          if (s.name === 'nodejs_eventloop_lag_seconds')
            eventLoopLagMaxMs = Math.max(eventLoopLagMaxMs, s.value * 1000);
        }
      }
      samples++;
    })();
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      return { poolWaitingMax, eventLoopLagMaxMs, samples };
    },
  };
}
