/**
 * The tenant matrix: every persona × every registered resource × every verb, own tenant vs foreign tenant, and
 * inside one agency the agent (team Alpha East) against the client records of team Alpha West.
 *
 * The expected outcome of every cell comes from the table `MAY` below — who may do what, written out from the
 * role decisions in docs/decisions/platform.md — never from the persona's permissions at run time, so a wrongly seeded
 * permission fails here.
 *
 *   foreign records never appear in a list or a bulk fetch (getMany: f[id][in]=…)
 *   a foreign id answers 404 to get, update and delete, and stays unchanged
 *   a body naming a foreign tenant is refused (400, on the tenant field) and changes nothing
 *   a verb the table does not grant answers 403
 *   an own-tenant create by an agency persona allowed to create is accepted and readable by its creator
 *   another team's client records are, for a team-realm agent, exactly as foreign as another agency's
 *
 * A route meta-test fails when the API has a protected route that neither the matrix nor an explicitly named
 * suite covers.
 */
import type { ResourceFixtures, TenantContext } from '../../src/server/resources/fixtures';
import { PLATFORM_RESOURCES as SERVER_RESOURCES } from '../../src/server/platform';
import { DEMO, forEachDatabase, type ServerTestContext } from './support/databases';
import { ALL_FIXTURES, demoTenant, teamTenant } from './support/tenantContexts';

type Verb = 'list' | 'get' | 'create' | 'update' | 'delete';
type AgencyPersonaKey = 'staff' | 'alphaAdmin' | 'alphaAgent' | 'owner' | 'betaAdmin';
/** The other organisation types' demo administrators (docs/features/organisations.md "What each persona sees"). */
type OrganisationPersonaKey =
  'cluster' | 'aggregator' | 'mssp' | 'premiumProcessor' | 'carrier' | 'vendor' | 'reinsurer' | 'pool';
type PersonaKey = AgencyPersonaKey | OrganisationPersonaKey;
type Side = 'alpha' | 'beta' | null;

const PERSONAS: readonly { key: PersonaKey; email: string; side: Side; label: string }[] = [
  { key: 'staff', email: DEMO.staff, side: null, label: 'staff' },
  { key: 'alphaAdmin', email: DEMO.alphaAdmin, side: 'alpha', label: 'Alpha agency admin' },
  { key: 'alphaAgent', email: DEMO.alphaAgent, side: 'alpha', label: 'Alpha agent (team Alpha East)' },
  { key: 'owner', email: DEMO.owner, side: 'alpha', label: 'policyholder of an Alpha account' },
  { key: 'betaAdmin', email: DEMO.betaAdmin, side: 'beta', label: 'Beta agency admin (the foreign tenant)' },
  // Their side is the agency whose business the demo gives them; the other agency's records are foreign.
  { key: 'cluster', email: 'admin@cluster.demo.test', side: 'alpha', label: 'cluster admin (member agency Alpha)' },
  { key: 'aggregator', email: 'admin@digital.demo.test', side: 'beta', label: 'aggregator admin (member agency Beta)' },
  { key: 'mssp', email: 'admin@mssp.demo.test', side: 'alpha', label: 'MSSP admin (serves an Alpha client)' },
  {
    key: 'premiumProcessor',
    email: 'admin@premiumprocessor.demo.test',
    side: 'alpha',
    label: 'premium processor admin (member agency Alpha)',
  },
  {
    key: 'carrier',
    email: 'admin@carrier.demo.test',
    side: 'alpha',
    label: "carrier admin (Alpha's policies on its paper)",
  },
  { key: 'vendor', email: 'admin@vendor.demo.test', side: 'alpha', label: 'vendor admin (an Alpha claim assigned)' },
  {
    key: 'reinsurer',
    email: 'admin@reinsurer.demo.test',
    side: 'alpha',
    label: 'reinsurer admin (reinsures the carrier)',
  },
  { key: 'pool', email: 'admin@pool.demo.test', side: 'alpha', label: 'pool admin (pools the carrier)' },
];

/** Verbs as letters: L list, G get, C create, U update, D delete; '' none. */
const ALL = 'LGCUD';
/**
 * Who may do what. Staff is Super Admin; both agency admins are Agency Admin; the agent is Agent (team realm);
 * the policyholder is Account Admin of Customer Demo Co.
 */
const MAY: Readonly<Record<string, Readonly<Record<AgencyPersonaKey, string>>>> = {
  //                 staff   Alpha admin  Alpha agent  policyholder  Beta admin
  accounts: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LGCU', owner: 'LGU', betaAdmin: ALL },
  claims: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LGCU', owner: 'LGCU', betaAdmin: ALL },
  agencies: { staff: ALL, alphaAdmin: 'LGU', alphaAgent: 'LG', owner: '', betaAdmin: 'LGU' },
  users: { staff: ALL, alphaAdmin: ALL, alphaAgent: '', owner: ALL, betaAdmin: ALL },
  roles: { staff: ALL, alphaAdmin: 'LG', alphaAgent: '', owner: 'LG', betaAdmin: 'LG' },
  teams: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LG', owner: '', betaAdmin: ALL },
  agencyLicenses: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LG', owner: '', betaAdmin: ALL },
  agentLicenses: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LG', owner: '', betaAdmin: ALL },
  surplusLicenses: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LG', owner: '', betaAdmin: ALL },
  webhooks: { staff: ALL, alphaAdmin: ALL, alphaAgent: '', owner: '', betaAdmin: ALL },
  // Commission payments: staff apply them; an agency admin reads its own (resources/commissions/permissions.ts).
  commissions: { staff: ALL, alphaAdmin: 'LG', alphaAgent: '', owner: '', betaAdmin: 'LG' },
  // A key is its organisation's: staff made both fixtures in the provider, so every agency finds them foreign.
  apiKeys: { staff: ALL, alphaAdmin: ALL, alphaAgent: '', owner: '', betaAdmin: ALL },
  tags: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LG', owner: '', betaAdmin: ALL },
  accountTags: { staff: ALL, alphaAdmin: ALL, alphaAgent: ALL, owner: '', betaAdmin: ALL },
  quotes: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LGCU', owner: 'LG', betaAdmin: ALL },
  policies: { staff: ALL, alphaAdmin: 'LG', alphaAgent: 'LG', owner: 'LG', betaAdmin: 'LG' },
  submissions: { staff: ALL, alphaAdmin: 'LGCU', alphaAgent: 'LGCU', owner: '', betaAdmin: 'LGCU' },
  quoteCart: { staff: ALL, alphaAdmin: 'LGCD', alphaAgent: 'LGCD', owner: '', betaAdmin: 'LGCD' },
  carriers: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  reinsurers: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  premiumProcessors: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  clusters: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  vendors: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  mssps: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  aggregators: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  accountGroups: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  pools: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  states: { staff: ALL, alphaAdmin: 'LG', alphaAgent: 'LG', owner: '', betaAdmin: 'LG' },
  industryCodes: { staff: ALL, alphaAdmin: 'LG', alphaAgent: 'LG', owner: '', betaAdmin: 'LG' },
  // The provider's blacklist of domains (resources/blacklistedDomains): staff only.
  blacklistedDomains: { staff: ALL, alphaAdmin: '', alphaAgent: '', owner: '', betaAdmin: '' },
  // Feedback (resources/feedback): everyone sends it; the provider's staff read it.
  feedback: { staff: ALL, alphaAdmin: 'C', alphaAgent: 'C', owner: 'C', betaAdmin: 'C' },
  // The shared mailbox (resources/mailbox): threads assigned to an agency; an agent drafts and sends, staff and admins delete.
  mailbox: { staff: ALL, alphaAdmin: ALL, alphaAgent: 'LGCU', owner: '', betaAdmin: ALL },
  // Claim files (resources/claimsManagement): the provider's staff handle them; an agency reads its clients' files.
  claimsManagement: { staff: ALL, alphaAdmin: 'LG', alphaAgent: 'LG', owner: '', betaAdmin: 'LG' },
  // Connections of a client account (resources/connectors): every agency user manages its clients' connections.
  connectors: { staff: ALL, alphaAdmin: ALL, alphaAgent: ALL, owner: '', betaAdmin: ALL },
};
/**
 * The other organisation types' administrators: read only, their own organisation and the client business
 * their type sees (which records: the client-record rule); nothing where a resource is not named.
 */
const ORGANISATION_MAY: Readonly<Record<string, Partial<Record<OrganisationPersonaKey, string>>>> = {
  accounts: { cluster: 'LG', aggregator: 'LG', mssp: 'LG' },
  claims: { vendor: 'LG' },
  mailbox: { mssp: 'LGCU' },
  quotes: { cluster: 'LG', aggregator: 'LG' },
  policies: { cluster: 'LG', aggregator: 'LG', premiumProcessor: 'LG', carrier: 'LG', reinsurer: 'LG', pool: 'LG' },
  carriers: { carrier: 'LG' },
  reinsurers: { reinsurer: 'LG' },
  premiumProcessors: { premiumProcessor: 'LG' },
  clusters: { cluster: 'LG' },
  vendors: { vendor: 'LG' },
  mssps: { mssp: 'LG' },
  aggregators: { aggregator: 'LG' },
  pools: { pool: 'LG' },
  feedback: {
    cluster: 'C',
    aggregator: 'C',
    mssp: 'C',
    premiumProcessor: 'C',
    carrier: 'C',
    vendor: 'C',
    reinsurer: 'C',
    pool: 'C',
  },
};
const LETTER: Record<Verb, string> = { list: 'L', get: 'G', create: 'C', update: 'U', delete: 'D' };
const declared = (resource: string, persona: PersonaKey, verb: Verb): boolean => {
  const row = MAY[resource];
  if (!row) throw new Error(`The matrix table has no row for resource ${resource}: declare who may do what`);
  const granted =
    persona in row
      ? row[persona as AgencyPersonaKey]
      : (ORGANISATION_MAY[resource]?.[persona as OrganisationPersonaKey] ?? '');
  return granted.includes(LETTER[verb]);
};

/** The resources whose records belong to a client account (declared: a new one must be added here). */
const CLIENT_RESOURCES = [
  'accounts',
  'claims',
  'accountTags',
  'quotes',
  'policies',
  'submissions',
  'quoteCart',
  'claimsManagement',
  'connectors',
];

const fixturesOf = (name: string): ResourceFixtures | undefined => ALL_FIXTURES.find((f) => f.resource === name);

forEachDatabase('tenant isolation matrix', (ctx: ServerTestContext) => {
  /** Cells counted as they are asserted, printed at the end. */
  const cells = { count: 0 };
  const tokens: Record<string, string> = {};
  const tenants = {} as Record<'alpha' | 'beta', TenantContext>;
  /** Per resource: the records staff made in each tenant. */
  const made: Record<string, { alpha: Record<string, any>; beta: Record<string, any> }> = {};
  let serial = 0;
  const unique = () => `${ctx.kind}${Date.now().toString(36)}${(serial++).toString(36)}`;

  beforeAll(async () => {
    for (const { email } of PERSONAS) {
      tokens[email] = await ctx.login(email);
    }
    tenants.alpha = await demoTenant(ctx.db, 'Alpha Insurance Agency');
    tenants.beta = await demoTenant(ctx.db, 'Beta Brokers');
    for (const resource of SERVER_RESOURCES) {
      const fixtures = fixturesOf(resource.declaration.name);
      if (!fixtures) continue;
      const create = async (side: 'alpha' | 'beta') => {
        const response = await ctx.request('POST', resource.declaration.apiBase, {
          token: tokens[DEMO.staff],
          body: fixtures.validBody(tenants[side], unique()),
        });
        if (response.status !== 201)
          throw new Error(
            `staff could not create a ${resource.declaration.name} fixture: ${response.status} ${response.text}`,
          );
        return response.json;
      };
      made[resource.declaration.name] = { alpha: await create('alpha'), beta: await create('beta') };
    }
  });

  afterAll(() => {
    console.log(`tenant matrix [${ctx.kind}]: ${cells.count} cells asserted`);
  });

  it('has fixtures and a row of the table for every registered resource, and knows every client resource', () => {
    const missing = SERVER_RESOURCES.map((r) => r.declaration.name).filter((name) => !fixturesOf(name) || !MAY[name]);
    expect(missing).toEqual([]);
    expect(
      SERVER_RESOURCES.filter((r) => r.clientRecord)
        .map((r) => r.declaration.name)
        .sort(),
    ).toEqual([...CLIENT_RESOURCES].sort());
  });

  for (const resource of SERVER_RESOURCES) {
    const { name, apiBase } = resource.declaration;
    describe(name, () => {
      for (const persona of PERSONAS) {
        const may = (verb: Verb) => declared(name, persona.key, verb);
        const foreignSide = persona.side === 'alpha' ? 'beta' : persona.side === 'beta' ? 'alpha' : null;
        const isShared = () => fixturesOf(name)?.shared === true;
        const foreign = () => (foreignSide && !isShared() ? made[name][foreignSide] : undefined);
        const request = (method: string, url: string, body?: unknown) =>
          ctx.request(method, url, { token: tokens[persona.email], body });
        const stored = async (id: string) =>
          (await ctx.request('GET', `${apiBase}/${id}`, { token: tokens[DEMO.staff] })).json;

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
          const moved = await request('PUT', `${apiBase}/${own.id}`, {
            version: visible.json.version,
            [fixtures.tenantField]: body[fixtures.tenantField],
          });
          cells.count += 1;
          expect(moved.status).toBe(400);
          expect((await stored(own.id))[fixtures.tenantField]).toBe(own[fixtures.tenantField]);
        });

        if (
          persona.email === DEMO.alphaAdmin ||
          persona.email === DEMO.betaAdmin ||
          persona.email === DEMO.alphaAgent
        ) {
          it(`${persona.label}: creates in its own tenant when its role allows, and reads back what it made`, async () => {
            const fixtures = fixturesOf(name)!;
            const created = await request(
              'POST',
              apiBase,
              fixtures.validBody(tenants[persona.side as 'alpha' | 'beta'], unique()),
            );
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

  describe('within Alpha: the agent of team Alpha East and the client records of team Alpha West', () => {
    const teams = {} as Record<'east' | 'west', TenantContext>;
    /** Per client resource: a record of an Alpha East client and one of an Alpha West client, made by staff. */
    const byTeam: Record<string, { east: Record<string, any>; west: Record<string, any> }> = {};
    const apiOf = (name: string) => SERVER_RESOURCES.find((r) => r.declaration.name === name)!.declaration.apiBase;
    const agentAsks = (method: string, url: string, body?: unknown) =>
      ctx.request(method, url, { token: tokens[DEMO.alphaAgent], body });
    const adminAsks = (url: string) => ctx.request('GET', url, { token: tokens[DEMO.alphaAdmin] });
    const bodyFor = (name: string, tenant: TenantContext) => ({
      ...fixturesOf(name)!.validBody(tenant, unique()),
      // A client account is put in the team explicitly; every other client record follows its account's team.
      ...(name === 'accounts' ? { teamId: tenant.teamId } : {}),
    });

    beforeAll(async () => {
      teams.east = await teamTenant(ctx.db, 'Alpha Insurance Agency', 'Alpha East');
      teams.west = await teamTenant(ctx.db, 'Alpha Insurance Agency', 'Alpha West');
      for (const name of CLIENT_RESOURCES) {
        const create = async (tenant: TenantContext) => {
          const response = await ctx.request('POST', apiOf(name), {
            token: tokens[DEMO.staff],
            body: bodyFor(name, tenant),
          });
          if (response.status !== 201)
            throw new Error(`staff could not create a ${name} fixture: ${response.status} ${response.text}`);
          return response.json;
        };
        byTeam[name] = { east: await create(teams.east), west: await create(teams.west) };
      }
    });

    for (const name of CLIENT_RESOURCES) {
      const may = (verb: Verb) => declared(name, 'alphaAgent', verb);

      it(`${name}: the agent's list and bulk fetch never hold Alpha West's record, and do hold Alpha East's`, async () => {
        const { east, west } = byTeam[name];
        const list = await agentAsks('GET', `${apiOf(name)}/search?size=1000`);
        const bulk = await agentAsks('GET', `${apiOf(name)}/search?size=10&f[id][in]=${east.id},${west.id}`);
        const allMine = await agentAsks(
          'GET',
          `${apiOf(name)}/search?size=10&teamScope=ALL_MY_TEAMS&f[id][in]=${east.id},${west.id}`,
        );
        cells.count += 3;
        expect([list.status, bulk.status, allMine.status]).toEqual([200, 200, 200]);
        expect(list.json.content.map((r: { id: string }) => r.id)).not.toContain(west.id);
        expect(bulk.json.content.map((r: { id: string }) => r.id)).toEqual([east.id]);
        expect(allMine.json.content.map((r: { id: string }) => r.id)).toEqual([east.id]);
      });

      it(`${name}: Alpha West's record answers the agent 404 to get, history, update and delete, and is left as it was`, async () => {
        const { west } = byTeam[name];
        const base = apiOf(name);
        const before = (await adminAsks(`${base}/${west.id}`)).json;
        const get = await agentAsks('GET', `${base}/${west.id}`);
        const history = await agentAsks('GET', `${base}/${west.id}/history`);
        const put = await agentAsks('PUT', `${base}/${west.id}`, { version: before.version });
        const del = await agentAsks('DELETE', `${base}/${west.id}`);
        cells.count += 4;
        expect(get.status).toBe(may('get') ? 404 : 403);
        expect(history.status).toBe(may('get') ? 404 : 403);
        expect(put.status).toBe(may('update') ? 404 : 403);
        expect(del.status).toBe(may('delete') ? 404 : 403);
        const after = await adminAsks(`${base}/${west.id}`);
        expect(after.status).toBe(200);
        expect(after.json.version).toBe(before.version);
      });

      it(`${name}: the agent cannot create a record for an Alpha West client`, async () => {
        const before = (await adminAsks(`${apiOf(name)}/search?size=1`)).json.totalElements;
        const created = await agentAsks('POST', apiOf(name), bodyFor(name, teams.west));
        cells.count += 1;
        if (!may('create')) {
          expect(created.status).toBe(403);
        } else {
          expect(created.status).toBe(400);
          expect(created.json.errors.map((e: { field: string }) => e.field)).toContain(
            name === 'accounts' ? 'teamId' : 'accountId',
          );
        }
        expect((await adminAsks(`${apiOf(name)}/search?size=1`)).json.totalElements).toBe(before);
      });

      it(`${name}: the agency admin's list follows the header's team (teamId) and the team scopes`, async () => {
        const { east, west } = byTeam[name];
        const ids = `f[id][in]=${east.id},${west.id}`;
        const listed = async (query: string) =>
          (await adminAsks(`${apiOf(name)}/search?size=10&${ids}&${query}`)).json.content.map(
            (r: { id: string }) => r.id,
          );
        cells.count += 4;
        expect(await listed(`teamId=${teams.west.teamId}`)).toEqual([west.id]);
        expect(await listed(`teamId=${teams.east.teamId}`)).toEqual([east.id]);
        expect((await listed('teamId=all')).sort()).toEqual([east.id, west.id].sort());
        expect((await listed('teamScope=MY_AGENCY')).sort()).toEqual([east.id, west.id].sort());
      });
    }

    it("form answers: the agent reads and writes those of its own team's client only", async () => {
      const path = (tenant: TenantContext) => `/api/forms/v1/answers/accountDetails/${tenant.accountId}`;
      const own = await agentAsks('GET', path(teams.east));
      const foreignRead = await agentAsks('GET', path(teams.west));
      const foreignWrite = await agentAsks('PUT', path(teams.west), { answers: {}, version: 0 });
      const adminRead = await adminAsks(path(teams.west));
      cells.count += 4;
      expect(own.status).toBe(200);
      expect(foreignRead.status).toBe(404);
      expect(foreignWrite.status).toBe(404);
      expect(adminRead.status).toBe(200);
    });

    it("the agent's dashboard counts exactly what its lists show, less than its agency admin's", async () => {
      const figures = async (token: string) =>
        (await ctx.request('GET', `/api/dashboard/v1/figures?duration=8`, { token })).json;
      const listTotal = async (token: string, name: string, filter = '') =>
        (await ctx.request('GET', `${apiOf(name)}/search?size=1${filter}`, { token })).json.totalElements;
      const summed = (byStatus: { count: number }[]) => byStatus.reduce((total, row) => total + row.count, 0);
      const agent = tokens[DEMO.alphaAgent];
      const admin = tokens[DEMO.alphaAdmin];
      const [mine, agency] = [await figures(agent), await figures(admin)];
      cells.count += 4;
      expect(summed(mine.accounts.byStatus)).toBe(await listTotal(agent, 'accounts'));
      // Quote aggregates leave out INVALID, DRAFT and TEMP (spec 002 §4).
      expect(summed(mine.quotes.byStatus)).toBe(await listTotal(agent, 'quotes', '&f[status][ni]=INVALID,DRAFT,TEMP'));
      expect(summed(mine.policies.byStatus)).toBe(await listTotal(agent, 'policies'));
      expect(summed(mine.accounts.byStatus)).toBeLessThan(summed(agency.accounts.byStatus));
    });
  });
});
