/**
 * Sends generated bad bodies to every write route of the API reference and checks each answer: never a 5xx;
 * a 400 names a field (the boundary's classes name the very field); and nothing stored changes.
 * Shared by the suite in `npm test` (fixed seed, a few thousand bodies) and `npm run fuzz` (any seed, longer).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResourceFixtures, TenantContext } from '../../../../src/server/resources/fixtures';
import type { ServerResource } from '../../../../src/server/resources/resourceStore';
import { badBody, BOUNDARY_CLASSES, MAY_BE_TAKEN, plausibleValue, type BadBody, type BodyClass } from './badBodies';
import { Prng } from './prng';
import { snapshotQuery } from './snapshot';
import { writeRoutes, type WriteRoute } from './writeRoutes';
import type { Database } from '../../../../src/server/db/tables';

const ALL_CLASSES: readonly BodyClass[] = [
  ...BOUNDARY_CLASSES.filter((c) => c !== 'oversized'),
  'wrongType',
  'wrongType',
  'missingRequired',
  'extraField',
  'blank',
  'bigInteger',
];

/** Statuses a refused body may answer besides a 400 naming a field (no session, no permission, no record, stale). */
const OTHER_REFUSALS = new Set([401, 403, 404, 409, 412, 415, 429]);

export interface BadInputOptions {
  app: FastifyInstance;
  db: Kysely<Database>;
  resources: readonly ServerResource[];
  fixtures: readonly ResourceFixtures[];
  tenant: TenantContext;
  /** Access token of the provider staff user (every permission). */
  token: string;
  seed: number;
  count: number;
  /** Check the stored rows after every body (slower) instead of after each route's batch. */
  snapshotEach?: boolean;
}

export interface Failure {
  route: string;
  kind: BodyClass;
  status: number;
  why: string;
  answer: string;
  body: string;
}

export interface BadInputReport {
  routes: number;
  bodies: number;
  serverErrors: number;
  /** Bodies of the classes a route may take (MAY_BE_TAKEN) that it took. */
  taken: number;
  statuses: Record<string, number>;
  failures: Failure[];
}

const NAMED_PARAMS: Record<string, () => string> = {
  email: () => 'nobody@nowhere.test',
  token: () => 'no-such-token',
  workflowId: () => 'no-such-workflow',
  personaPath: () => 'agency',
  form: () => 'accountDetails',
  state: () => 'TX',
  historyId: () => randomUUID(),
};

export async function runBadInput(options: BadInputOptions): Promise<BadInputReport> {
  const { app, db, resources, fixtures, tenant, token } = options;
  const prng = new Prng(options.seed);
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const routes = writeRoutes(document);
  const snapshot = await snapshotQuery(db);
  const report: BadInputReport = {
    routes: routes.length,
    bodies: 0,
    serverErrors: 0,
    taken: 0,
    statuses: {},
    failures: [],
  };

  const declarationOf = (tag?: string) => resources.find((r) => r.declaration.name === tag)?.declaration;
  const records = new Map<string, Record<string, any> | undefined>();
  const existingRecord = async (tag?: string) => {
    const declaration = declarationOf(tag);
    if (!declaration) return undefined;
    if (!records.has(declaration.name)) {
      const page = await app.inject({
        method: 'GET',
        url: `${declaration.apiBase}/search?size=1`,
        headers: { authorization: `Bearer ${token}` },
      });
      records.set(declaration.name, page.statusCode === 200 ? page.json().content?.[0] : undefined);
    }
    return records.get(declaration.name);
  };

  const baseBody = async (route: WriteRoute): Promise<Record<string, unknown>> => {
    const fixture = fixtures.find((f) => f.resource === route.tag);
    if (route.method === 'POST' && fixture && !route.path.endsWith('/revert'))
      return fixture.validBody(tenant, `fz${prng.int(0, 1e9)}`);
    if (route.method === 'PUT' && declarationOf(route.tag)) {
      const record = await existingRecord(route.tag);
      return record ? { id: record.id, version: record.version } : {};
    }
    const base: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries<Record<string, unknown>>(route.body?.properties ?? {}))
      base[name] = plausibleValue(schema);
    return base;
  };

  const urlOf = async (route: WriteRoute, kind: BodyClass): Promise<string> => {
    const record = await existingRecord(route.tag);
    return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      // A DELETE only reaches an existing record with a body the boundary refuses; otherwise it would delete.
      if (name === 'id')
        return route.method === 'DELETE' && !BOUNDARY_CLASSES.includes(kind)
          ? randomUUID()
          : (record?.id ?? randomUUID());
      if (name === 'accountId') return tenant.accountId;
      return encodeURIComponent(NAMED_PARAMS[name]?.() ?? 'x');
    });
  };

  const perRoute = Math.max(1, Math.floor(options.count / Math.max(1, routes.length)));
  for (const [index, route] of routes.entries()) {
    const quota = perRoute + (index < options.count - perRoute * routes.length ? 1 : 0);
    let before = await snapshot();
    for (let i = 0; i < quota; i++) {
      const kind =
        i % 97 === 96
          ? 'oversized'
          : prng.pick(route.body ? ALL_CLASSES : BOUNDARY_CLASSES.filter((c) => c !== 'oversized'));
      const bad: BadBody | undefined =
        badBody(kind, await baseBody(route), route.body, prng) ??
        badBody('nul', await baseBody(route), route.body, prng)!;
      const url = await urlOf(route, bad.kind);
      const response = await app.inject({
        method: route.method,
        url,
        payload: bad.text,
        remoteAddress: `10.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}`,
        headers: { 'content-type': 'application/json', ...(route.public ? {} : { authorization: `Bearer ${token}` }) },
      });
      report.bodies++;
      const status = response.statusCode;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      const fail = (why: string) =>
        report.failures.length < 200 &&
        report.failures.push({
          route: `${route.method} ${route.path}`,
          kind: bad.kind,
          status,
          why,
          answer: response.body.slice(0, 300),
          body: bad.text.slice(0, 300),
        });
      if (status >= 500) {
        report.serverErrors++;
        fail('server error');
        continue;
      }
      let answer: any;
      try {
        answer = response.body ? JSON.parse(response.body) : undefined;
      } catch {
        answer = undefined;
      }
      const fields: string[] = Array.isArray(answer?.errors)
        ? answer.errors.map((e: { field?: unknown }) => String(e.field))
        : [];
      if (BOUNDARY_CLASSES.includes(bad.kind)) {
        if (status !== 400) fail(`expected 400 naming ${bad.field}`);
        else if (!fields.some((field) => field === bad.field || field.startsWith(`${bad.field}.`)))
          fail(`expected a 400 naming ${bad.field}, named ${fields.join(', ') || 'nothing'}`);
      } else if (status === 400) {
        if (!fields.length) fail('a 400 that names no field');
      } else if (!OTHER_REFUSALS.has(status) && !(status >= 200 && status < 300)) {
        fail(`unexpected status`);
      }
      if (status < 300 && MAY_BE_TAKEN.includes(bad.kind)) {
        // Taken (a field cleared that may be empty, a number its column holds): the new state is the baseline.
        before = await snapshot();
        records.delete(route.tag ?? '');
        report.taken++;
      } else if (options.snapshotEach || status < 300) {
        const now = await snapshot();
        if (now !== before) fail(`stored rows changed: ${before} → ${now}`);
      }
    }
    const after = await snapshot();
    if (after !== before)
      report.failures.push({
        route: `${route.method} ${route.path}`,
        kind: 'nul',
        status: 0,
        why: `stored rows changed: ${before} → ${after}`,
        answer: '',
        body: '',
      });
  }
  return report;
}
