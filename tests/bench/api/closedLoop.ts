import http from 'node:http';

/** What a closed-loop run measured. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Every request's latency in ms, ascending. */
  latencies: number[];
  /** Body of the first answer, to check what the case returns. */
  sample?: string;
}

export interface LoadOptions {
  connections: number;
  /** The run stops at whichever comes first. */
  seconds: number;
  maxRequests: number;
  headers?: Record<string, string>;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;

/**
 * wrk-style closed loop: `connections` keep-alive connections, each sending its next GET as soon as the previous
 * answer is read, to one URL on 127.0.0.1, for a bounded time and number of requests. Latency is per request.
 */
export async function closedLoop(url: string, options: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error('the load generator only targets 127.0.0.1');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let sample: string | undefined;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(options.seconds * 1e9));

  const once = () =>
    new Promise<void>((resolve) => {
      const begin = process.hrtime.bigint();
      const request = http.get(target, { agent, headers: options.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - begin) / 1e6);
          if (response.statusCode !== 200) errors++;
          if (sample === undefined) sample = Buffer.concat(chunks).toString('utf8');
          resolve();
        });
        response.on('error', () => {
          errors++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });

  const loop = async () => {
    while (sent < options.maxRequests && process.hrtime.bigint() < deadline) {
      sent++;
      await once();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    latencies: sorted,
    sample,
  };
}
