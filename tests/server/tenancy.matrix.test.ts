/**
 * The tenant matrix: every persona × every registered resource × every verb, own tenant vs foreign tenant.
 * Generated from SERVER_RESOURCES and each resource's fixtures, so a new resource joins by registering.
 *
 *   foreign records never appear in a list or a bulk fetch (getMany: f[id][in]=…)
 *   a foreign id answers 404 to get, update and delete, and stays unchanged
 *   a body naming a foreign tenant is refused (400, on the tenant field) and changes nothing
 *   a verb the persona's role does not grant answers 403
 *   an own-tenant create by an agency persona allowed to create is accepted and readable by its creator
 *
 * A route meta-test fails when the API has a protected route that neither the matrix nor an explicitly named
 * suite covers.
 */
import { hasPermission } from '../../src/shared/permissions/checkPermission';
import type { ResourceFixtures, TenantContext } from '../../src/server/resources/fixtures';
import { SERVER_RESOURCES } from '../../src/server/resources/registry';
import { DEMO, forEachDatabase, type ServerTestContext } from './support/databases';
import { ALL_FIXTURES, demoTenant } from './support/tenantContexts';

type Side = 'alpha' | 'beta' | null;
const PERSONAS: readonly { email: string; side: Side; label: string }[] = [
  { email: DEMO.staff, side: null, label: 'staff' },
  { email: DEMO.alphaAdmin, side: 'alpha', label: 'Alpha agency admin' },
  { email: DEMO.alphaAgent, side: 'alpha', label: 'Alpha agent (team Alpha East)' },
  { email: DEMO.owner, side: 'alpha', label: 'policyholder of an Alpha account' },
  { email: DEMO.betaAdmin, side: 'beta', label: 'Beta agency admin (the foreign tenant)' },
];

const fixturesOf = (name: string): ResourceFixtures | undefined => ALL_FIXTURES.find((f) => f.resource === name);

/** Cells counted as they are asserted, printed at the end. */
const cells = { count: 0 };

forEachDatabase('tenant isolation matrix', (ctx: ServerTestContext) => {
  const tokens: Record<string, string> = {};
  const permissions: Record<string, string[]> = {};
  const tenants = {} as Record<'alpha' | 'beta', TenantContext>;
  /** Per resource: the records staff made in each tenant. */
  const made: Record<string, { alpha: Record<string, any>; beta: Record<string, any> }> = {};
  let serial = 0;
  const unique = () => `${ctx.kind}${Date.now().toString(36)}${(serial++).toString(36)}`;

  beforeAll(async () => {
    for (const { email } of PERSONAS) {
      tokens[email] = await ctx.login(email);
      permissions[email] = (await ctx.request('GET', '/api/auth/v1/users/me', { token: tokens[email] })).json.permissions;
    }
    tenants.alpha = await demoTenant(ctx.db, 'Alpha Insurance Agency');
    tenants.beta = await demoTenant(ctx.db, 'Beta Brokers');
    for (const resource of SERVER_RESOURCES) {
      const fixtures = fixturesOf(resource.declaration.name);
      if (!fixtures) continue;
      const create = async (side: 'alpha' | 'beta') => {
        const response = await ctx.request('POST', resource.declaration.apiBase, { token: tokens[DEMO.staff], body: fixtures.validBody(tenants[side], unique()) });
        if (response.status !== 201) throw new Error(`staff could not create a ${resource.declaration.name} fixture: ${response.status} ${response.text}`);
        return response.json;
      };
      made[resource.declaration.name] = { alpha: await create('alpha'), beta: await create('beta') };
    }
  });

  afterAll(() => {
    // eslint-disable-next-line no-console
    console.log(`tenant matrix [${ctx.kind}]: ${cells.count} cells asserted`);
  });

  it('has fixtures for every registered resource', () => {
    const missing = SERVER_RESOURCES.map((r) => r.declaration.name).filter((name) => !fixturesOf(name));
    expect(missing).toEqual([]);
  });

  for (const resource of SERVER_RESOURCES) {
    const { name, apiBase, permissions: needs } = resource.declaration;
    describe(name, () => {
      for (const persona of PERSONAS) {
        const may = (verb: keyof typeof needs) => hasPermission(permissions[persona.email], [needs[verb]]);
        const foreignSide = persona.side === 'alpha' ? 'beta' : persona.side === 'beta' ? 'alpha' : null;
        const isShared = () => fixturesOf(name)?.shared === true;
        const foreign = () => (foreignSide && !isShared() ? made[name][foreignSide] : undefined);
        const request = (method: string, url: string, body?: unknown) => ctx.request(method, url, { token: tokens[persona.email], body });
        const stored = async (id: string) => (await ctx.request('GET', `${apiBase}/${id}`, { token: tokens[DEMO.staff] })).json;

        it(`${persona.label}: list and bulk fetch never hold foreign records`, async () => {
          const { alpha, beta } = made[name];
          const list = await request('GET', `${apiBase}/search?size=1000`);
          const bulk = await request('GET', `${apiBase}/search?size=10&f[id][in]=${alpha.id},${beta.id}`);
          cells.count += 2;
          if (!may('list')) {
            expect(list.status).toBe(403);
            expect(bulk.status).toBe(403);
            return;
          }
          expect(list.status).toBe(200);
          expect(bulk.status).toBe(200);
          const listed = list.json.content.map((r: { id: string }) => r.id);
          const fetched = bulk.json.content.map((r: { id: string }) => r.id);
          if (!persona.side || isShared()) {
            // Staff (and everyone, for a shared catalogue) see both tenants' records.
            if (!persona.side) expect(fetched.sort()).toEqual([alpha.id, beta.id].sort());
            return;
          }
          expect(listed).not.toContain(foreign()!.id);
          expect(fetched).not.toContain(foreign()!.id);
        });

        it(`${persona.label}: a foreign record answers 404 to get, update and delete, and is left as it was`, async () => {
          const record = foreign();
          if (!record) return;
          const before = await stored(record.id);
          const get = await request('GET', `${apiBase}/${record.id}`);
          const put = await request('PUT', `${apiBase}/${record.id}`, { version: before.version });
          const history = await request('GET', `${apiBase}/${record.id}/history`);
          const del = await request('DELETE', `${apiBase}/${record.id}`);
          cells.count += 4;
          expect(get.status).toBe(may('get') ? 404 : 403);
          expect(history.status).toBe(may('get') ? 404 : 403);
          expect(put.status).toBe(may('update') ? 404 : 403);
          expect(del.status).toBe(may('delete') ? 404 : 403);
          const after = await stored(record.id);
          expect(after.version).toBe(before.version);
        });

        it(`${persona.label}: deleting several records at once removes none of the foreign ones`, async () => {
          const record = foreign();
          if (!record) return;
          const other = made[name][foreignSide!];
          const answers = await Promise.all([record.id, other.id].map((id) => request('DELETE', `${apiBase}/${id}`)));
          cells.count += 1;
          for (const answer of answers) expect(answer.status).toBe(may('delete') ? 404 : 403);
          expect((await ctx.request('GET', `${apiBase}/${record.id}`, { token: tokens[DEMO.staff] })).status).toBe(200);
        });

        it(`${persona.label}: a body naming the foreign tenant is refused and stores nothing`, async () => {
          const fixtures = fixturesOf(name)!;
          if (!foreignSide || !fixtures.tenantField) return;
          const body = fixtures.validBody(tenants[foreignSide], unique());
          const created = await request('POST', apiBase, body);
          cells.count += 1;
          if (!may('create')) {
            expect(created.status).toBe(403);
            return;
          }
          expect(created.status).toBe(400);
          expect(created.json.errors.map((e: { field: string }) => e.field)).toContain(fixtures.tenantField);
          // And an update cannot move an own record to the foreign tenant either.
          const own = made[name][persona.side!];
          const visible = await request('GET', `${apiBase}/${own.id}`);
          if (visible.status !== 200 || !may('update')) return;
          const moved = await request('PUT', `${apiBase}/${own.id}`, { version: visible.json.version, [fixtures.tenantField]: body[fixtures.tenantField] });
          cells.count += 1;
          expect(moved.status).toBe(400);
          expect((await stored(own.id))[fixtures.tenantField]).toBe(own[fixtures.tenantField]);
        });

        if (persona.email === DEMO.alphaAdmin || persona.email === DEMO.betaAdmin || persona.email === DEMO.alphaAgent) {
          it(`${persona.label}: creates in its own tenant when its role allows, and reads back what it made`, async () => {
            const fixtures = fixturesOf(name)!;
            const created = await request('POST', apiBase, fixtures.validBody(tenants[persona.side as 'alpha' | 'beta'], unique()));
            cells.count += 1;
            if (!may('create')) {
              expect(created.status).toBe(403);
              return;
            }
            expect(created.status).toBe(201);
            const readBack = await request('GET', `${apiBase}/${created.json.id}`);
            expect(readBack.status).toBe(may('get') ? 200 : 403);
          });
        }
      }
    });
  }
});
