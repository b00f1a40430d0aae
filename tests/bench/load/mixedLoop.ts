import http from 'node:http';

/** One request of the mix, as a client builds it just before sending it. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Reads the parsed answer of a 2xx (e.g. the new version of a record the client edits). */
  onAnswer?: (json: unknown) => void;
}

/** A named kind of call with its weight in a persona's mix; `next` builds this client's next one. */
export interface CallKind {
  name: string;
  weight: number;
  next: (client: ClientState) => Call;
}

/** What one simulated client keeps between its calls (its own records, their versions, a cursor). */
export interface ClientState {
  index: number;
  /** Its own deterministic random numbers in [0, 1), so two runs send the same mix. */
  random: () => number;
  own: Record<string, { id: string; version: number } | undefined>;
}

export interface ClientPlan {
  persona: string;
  token: string;
  /** http://127.0.0.1:port of the instance it talks to. */
  base: string;
  kinds: readonly CallKind[];
}

/** Per call name: latencies in ms (every answer and failure), and the count per status (0 = network error). */
export interface CallFigures {
  latencies: number[];
  statuses: Map<number, number>;
}

/** A tiny seeded generator (mulberry32): the mix is the same in every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (kinds: readonly CallKind[], r: number): CallKind => {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  let left = r * total;
  for (const kind of kinds) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return kinds[kinds.length - 1];
};

/**
 * A closed loop of many clients: each sends its next call as soon as the previous answer is read, over keep-alive
 * connections (one agent per instance, one socket per client), until `seconds` have passed. Answers the figures
 * per `persona · call` and the seconds it ran.
 */
export async function runClients(
  plans: readonly ClientPlan[],
  seconds: number,
): Promise<{ figures: Map<string, CallFigures>; seconds: number }> {
  const agents = new Map<string, http.Agent>();
  for (const plan of plans)
    if (!agents.has(plan.base)) agents.set(plan.base, new http.Agent({ keepAlive: true, maxSockets: plans.length }));
  const figures = new Map<string, CallFigures>();
  const record = (name: string, ms: number, status: number) => {
    let f = figures.get(name);
    if (!f) figures.set(name, (f = { latencies: [], statuses: new Map() }));
    f.latencies.push(ms);
    f.statuses.set(status, (f.statuses.get(status) ?? 0) + 1);
  };
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(seconds * 1e9));

  const client = async (plan: ClientPlan, index: number) => {
    const state: ClientState = { index, random: seededRandom(index + 1), own: {} };
    const agent = agents.get(plan.base)!;
    while (process.hrtime.bigint() < deadline) {
      const kind = pick(plan.kinds, state.random());
      const call = kind.next(state);
      const begin = process.hrtime.bigint();
      const { status, text } = await send(agent, plan, call);
      record(`${plan.persona} · ${kind.name}`, Number(process.hrtime.bigint() - begin) / 1e6, status);
      if (status >= 200 && status < 300 && call.onAnswer && text) call.onAnswer(JSON.parse(text));
    }
  };
  await Promise.all(plans.map((plan, index) => client(plan, index)));
  const ran = Number(process.hrtime.bigint() - started) / 1e9;
  for (const agent of agents.values()) agent.destroy();
  return { figures, seconds: ran };
}

function send(agent: http.Agent, plan: ClientPlan, call: Call): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const request = http.request(
      `${plan.base}${call.path}`,
      {
        method: call.method,
        agent,
        headers: {
          ...(plan.token ? { authorization: `Bearer ${plan.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', () => resolve({ status: 0, text: '' }));
      },
    );
    request.on('error', () => resolve({ status: 0, text: '' }));
    request.end(body);
  });
}
