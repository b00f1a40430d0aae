/**
 * Organisations: every type's CRUD on the spec's paths, members, the per-type paths, states and
 * industry codes, the wholesale agency search, and what each persona sees of client business (docs/features/organisations.md
 * "What each persona sees"), on both databases. Expected values are the demo data's, written out here.
 */
import { DEMO, forEachDatabase, type ServerTestContext } from './support/databases';

const PERSONA = {
  cluster: 'admin@cluster.demo.test',
  aggregator: 'admin@digital.demo.test',
  mssp: 'admin@mssp.demo.test',
  carrier: 'admin@carrier.demo.test',
  vendor: 'admin@vendor.demo.test',
  reinsurer: 'admin@reinsurer.demo.test',
  premiumProcessor: 'admin@premiumprocessor.demo.test',
  pool: 'admin@pool.demo.test',
} as const;

const SEGMENTS: readonly [string, string][] = [
  ['carrier', '/api/auth/v1/carrier'],
  ['reinsurer', '/api/auth/v1/reinsurer'],
  ['premiumprocessor', '/api/auth/v1/premiumprocessor'],
  ['cluster', '/api/auth/v1/cluster'],
  ['vendor', '/api/auth/v1/vendor'],
  ['mssp', '/api/auth/v1/mssp'],
  ['da', '/api/auth/v1/da'],
  ['account-groups', '/api/account/v1/account-groups'],
  ['pool', '/api/auth/v1/pool'],
];

forEachDatabase('organisations', (ctx: ServerTestContext) => {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const as = (email: string) => (method: string, url: string, body?: unknown) =>
    ctx.request(method, url, { token: tokens[email], body });
  const staff = (method: string, url: string, body?: unknown) => as(DEMO.staff)(method, url, body);
  const idOf = async (name: string) =>
    (await ctx.db.selectFrom('accounts').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const names = (page: { content: { name?: string; companyName?: string }[] }) =>
    page.content.map((row) => row.name ?? row.companyName);

  beforeAll(async () => {
    for (const email of [DEMO.staff, DEMO.alphaAdmin, DEMO.betaAdmin, ...Object.values(PERSONA)])
      tokens[email] = await ctx.login(email);
    ids.alpha = await idOf('Alpha Insurance Agency');
    ids.beta = await idOf('Beta Brokers');
  });

  it.each(SEGMENTS)('%s: staff create, find, edit and delete on the spec paths', async (segment, writeBase) => {
    const body = {
      name: `Test ${segment} Org`,
      description: 'Made by the organisations test',
      hostname: `test-${segment.replace(/[^a-z]/g, '')}`,
    };
    const created = await staff('POST', writeBase, body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: `Test ${segment} Org`, memberIds: [] });
    const found = await staff('GET', `/api/account/v1/${segment}/search?search=*Test ${segment}*`);
    expect(found.status).toBe(200);
    expect(names(found.json)).toEqual([`Test ${segment} Org`]);
    const edited = await staff('PUT', `${writeBase}/${created.json.id}`, {
      version: created.json.version,
      name: `Renamed ${segment}`,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.name).toBe(`Renamed ${segment}`);
    expect((await staff('DELETE', `${writeBase}/${created.json.id}`)).status).toBe(200);
    expect((await staff('GET', `${writeBase}/${created.json.id}`)).status).toBe(404);
  });

  it('aggregator: name 2 to 255 of the allowed characters and a description are required (400 naming each)', async () => {
    const refused = await staff('POST', '/api/auth/v1/da', { name: 'A' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(['description', 'name']);
    const badCharacters = await staff('POST', '/api/auth/v1/da', { name: 'Agg <script>', description: 'x' });
    expect(badCharacters.status).toBe(400);
    expect(badCharacters.json.errors).toEqual([
      { field: 'name', detail: 'Name may only hold letters, digits, spaces and . , " - _ \' ( )' },
    ]);
    const accepted = await staff('POST', '/api/auth/v1/da', {
      name: `O'Neil (Digital) Partners, Inc.`,
      description: 'Aggregator',
    });
    expect(accepted.status).toBe(201);
  });

  it('agencies join a cluster and an aggregator, with the spec texts for a missing agency, and leave the cluster', async () => {
    const cluster = (await staff('POST', '/api/auth/v1/cluster', { name: 'Midwest Cluster' })).json;
    const missing = await staff('POST', `/api/auth/v1/cluster/${cluster.id}/members`, {});
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ field: 'agencyId', detail: 'Please select a Agency' }]);
    const notAnAgency = await staff('POST', `/api/auth/v1/cluster/${cluster.id}/members`, {
      agencyId: await idOf('Customer Demo Co'),
    });
    expect(notAnAgency.status).toBe(400);
    const joined = await staff('POST', `/api/auth/v1/cluster/${cluster.id}/members`, { agencyId: ids.beta });
    expect(joined.status).toBe(200);
    expect(joined.json.memberIds).toEqual([ids.beta]);
    const members = await staff('GET', `/api/auth/v1/cluster/${cluster.id}/members`);
    expect(members.json.content).toEqual([{ id: ids.beta, name: 'Beta Brokers', accountType: 'AGENCY' }]);
    const history = await staff('GET', `/api/auth/v1/cluster/${cluster.id}/history`);
    expect(history.json.map((entry: { action: string }) => entry.action)).toContain('addMember');
    // The entry names the member, and the cluster's version moved on with it.
    expect(history.json[0]).toMatchObject({
      action: 'addMember',
      changes: [{ field: 'agencyId', before: null, after: 'Beta Brokers' }],
    });
    expect(joined.json.version).toBe(cluster.version + 1);
    const again = await staff('POST', `/api/auth/v1/cluster/${cluster.id}/members`, { agencyId: ids.beta });
    expect(again.json.version).toBe(joined.json.version);

    const left = await staff('PUT', `/api/account/v1/cluster/remove/agency/${ids.beta}?clusterId=${cluster.id}`);
    expect(left.status).toBe(200);
    expect(left.json.memberIds).toEqual([]);

    const aggregator = (await staff('GET', `/api/account/v1/da/search?search=*Digital Demo*`)).json.content[0];
    const noAgent = await staff('PUT', '/api/account/v1/da', { id: aggregator.id });
    expect(noAgent.status).toBe(400);
    expect(noAgent.json.errors).toEqual([{ field: 'agencyId', detail: 'An agent must be selected.' }]);
    const added = await staff('PUT', '/api/account/v1/da', { id: aggregator.id, agencyId: ids.alpha });
    expect(added.status).toBe(200);
    expect(added.json.agencies.map((a: { name: string }) => a.name)).toEqual([
      'Alpha Insurance Agency',
      'Beta Brokers',
    ]);
    await staff('DELETE', `/api/auth/v1/da/${aggregator.id}/members/${ids.alpha}`);
    // The aggregator reads its own organisation at GET /api/account/v1/da.
    const own = await as(PERSONA.aggregator)('GET', '/api/account/v1/da');
    expect(own.status).toBe(200);
    expect(own.json.agencies.map((a: { name: string }) => a.name)).toEqual(['Beta Brokers']);
  });

  it('adds an agency with its contact as Agency Admin into an aggregator, all or nothing (POST /api/account/v1/agency)', async () => {
    const aggregator = (await staff('GET', '/api/account/v1/da/search?search=*Digital Demo*')).json.content[0];
    const body = {
      name: 'Gamma Partners',
      description: 'Joined through the aggregator',
      hostname: 'gamma-partners',
      npn: '4455667788',
      agencyId: aggregator.id,
      contactFirstName: 'Gail',
      contactLastName: 'Gamma',
      contactEmail: 'gail@gamma.demo.test',
    };
    const refused = await staff('POST', '/api/account/v1/agency', { ...body, contactEmail: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.map((e: { field: string }) => e.field)).toEqual(['email']);
    expect((await staff('GET', '/api/account/v1/agency/search?search=*Gamma*')).json.totalElements).toBe(0);
    const added = await staff('POST', '/api/account/v1/agency', body);
    expect(added.status).toBe(201);
    const members = await staff('GET', `/api/auth/v1/da/${aggregator.id}/members`);
    expect(members.json.content.map((m: { name: string }) => m.name)).toEqual(['Beta Brokers', 'Gamma Partners']);
    const users = await staff('GET', `/api/auth/v1/users/search?search=*gail@gamma*`);
    expect(users.json.content).toEqual([
      expect.objectContaining({ email: 'gail@gamma.demo.test', firstName: 'Gail', lastName: 'Gamma' }),
    ]);
    await staff('DELETE', `/api/auth/v1/da/${aggregator.id}/members/${added.json.id}`);
  });

  it('carrier hostname, the rater carrier calls and the vendor panel', async () => {
    const carrier = (await staff('POST', '/api/rater/v1/carrier', { name: 'Rater Carrier Co' })).json;
    const hostname = await staff('PUT', `/api/auth/v1/carrier/hostname/${carrier.id}`, { hostname: 'rater-carrier' });
    expect(hostname.status).toBe(200);
    expect(hostname.json.hostname).toBe('rater-carrier');
    const noHost = await staff('PUT', `/api/auth/v1/carrier/hostname/${carrier.id}`, {});
    expect(noHost.status).toBe(400);
    const profiles = await staff('GET', '/api/rater/v1/carrier/profiles');
    expect(profiles.json.map((p: { name: string }) => p.name)).toEqual(['Carrier Demo Mutual', 'Rater Carrier Co']);
    expect((await staff('GET', '/api/rater/v1/carrier/search?search=*Rater*')).json.totalElements).toBe(1);
    expect((await staff('DELETE', `/api/rater/v1/carrier/${carrier.id}`)).status).toBe(200);
    const panel = await staff('GET', '/api/account/v1/vendor/panel');
    expect(names(panel.json)).toEqual(['Vendor Demo Forensics']);
    const vendor = await staff('GET', `/api/account/v1/vendor/id/${panel.json.content[0].id}`);
    expect(vendor.json.name).toBe('Vendor Demo Forensics');
  });

  it("the cluster sees its member Alpha's clients, quotes and policies read-only, and nothing of Beta", async () => {
    const cluster = as(PERSONA.cluster);
    const accounts = await cluster('GET', '/api/account/v1/account/search?size=1000');
    const alphaAccounts = await as(DEMO.alphaAdmin)('GET', '/api/account/v1/account/search?size=1');
    expect(accounts.status).toBe(200);
    expect(accounts.json.totalElements).toBe(alphaAccounts.json.totalElements);
    expect(accounts.json.content.every((a: { agencyId: string }) => a.agencyId === ids.alpha)).toBe(true);
    const quotes = await cluster('GET', '/api/quote/v1/search?size=1000');
    expect(quotes.json.totalElements).toBeGreaterThan(0);
    expect(quotes.json.content.every((q: { agencyId: string }) => q.agencyId === ids.alpha)).toBe(true);
    const betaAccount = (await as(DEMO.betaAdmin)('GET', '/api/account/v1/account/search?size=1')).json.content[0];
    expect((await cluster('GET', `/api/account/v1/account/${betaAccount.id}`)).status).toBe(404);
    const alphaAccount = accounts.json.content[0];
    expect(
      (await cluster('PUT', `/api/account/v1/account/${alphaAccount.id}`, { name: 'Renamed by a cluster' })).status,
    ).toBe(403);
    expect((await cluster('POST', '/api/account/v1/account', { name: 'Cluster client' })).status).toBe(403);
  });

  it('each persona sees what its business implies', async () => {
    const total = async (email: string, path: string) => {
      const answer = await as(email)('GET', `${path}/search?size=1000`);
      return answer.status === 200 ? answer.json : { status: answer.status };
    };
    // MSSP: the one client it serves.
    expect(names(await total(PERSONA.mssp, '/api/account/v1/account'))).toEqual(['Customer Demo Co']);
    // Aggregator: Beta's clients only.
    const aggregatorAccounts = await total(PERSONA.aggregator, '/api/account/v1/account');
    expect(aggregatorAccounts.content.length).toBeGreaterThan(0);
    expect(aggregatorAccounts.content.every((a: { agencyId: string }) => a.agencyId === ids.beta)).toBe(true);
    // Carrier, reinsurer and pool: the policies on the carrier's paper (every Alpha demo policy), no accounts.
    const alphaPolicies = (await as(DEMO.alphaAdmin)('GET', '/api/policy/v1/search?size=1')).json.totalElements;
    for (const email of [PERSONA.carrier, PERSONA.reinsurer, PERSONA.pool]) {
      const policies = await total(email, '/api/policy/v1');
      expect(policies.totalElements).toBe(alphaPolicies);
      expect(policies.content.every((p: { agencyId: string }) => p.agencyId === ids.alpha)).toBe(true);
      expect((await total(email, '/api/account/v1/account')).status).toBe(403);
    }
    // Premium processor: Alpha's policies too, through its member agency.
    expect((await total(PERSONA.premiumProcessor, '/api/policy/v1')).totalElements).toBe(alphaPolicies);
    // Vendor: the one claim assigned to it.
    const claims = await total(PERSONA.vendor, '/api/claims/v1');
    expect(claims.content.map((c: { claimNumber: string }) => c.claimNumber)).toEqual(['CLM-900001']);
    expect(claims.totalElements).toBe(1);
  });

  it("states: each country's list, and delete", async () => {
    const us = await staff('GET', '/api/account/v1/state/search?country=US&size=100');
    expect(us.json.totalElements).toBe(51);
    const au = await staff('GET', '/api/account/v1/state/search?country=AU&size=100');
    expect(au.json.content.map((s: { stateNameAbbrv: string }) => s.stateNameAbbrv).sort()).toEqual([
      'AAT',
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
    const aat = au.json.content.find((s: { stateNameAbbrv: string }) => s.stateNameAbbrv === 'AAT');
    expect((await as(DEMO.alphaAdmin)('DELETE', `/api/account/v1/state/${aat.id}`)).status).toBe(403);
    expect((await staff('DELETE', `/api/account/v1/state/${aat.id}`)).status).toBe(200);
    expect((await staff('GET', '/api/account/v1/state/search?country=AU&size=100')).json.totalElements).toBe(8);
  });

  it('industry codes: per country, search, dup, create, edit and delete', async () => {
    const software = await staff('GET', '/api/account/v1/naics/search?country=US&search=*software publishers*');
    expect(software.json.content).toEqual([
      expect.objectContaining({
        naicsCode: 513210,
        primaryIndustry: 'Information',
        secondaryIndustry: 'Software Publishers',
        dup: false,
      }),
    ]);
    const uk = await staff('GET', '/api/account/v1/naics/search?country=UK&search=*62012*');
    expect(uk.json.content.map((c: { secondaryIndustry: string }) => c.secondaryIndustry)).toEqual([
      'Business and domestic software development',
    ]);
    expect((await staff('GET', '/api/account/v1/naics/search?country=US&dup=true')).json.totalElements).toBe(0);

    const tooSmall = await staff('POST', '/api/account/v1/naics', {
      country: 'US',
      naicsCode: 9,
      primaryIndustry: 'Information',
      secondaryIndustry: 'x',
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.json.errors).toEqual([
      { field: 'naicsCode', detail: 'Industry Code must be greater than or equal to 10' },
    ]);
    const second = await staff('POST', '/api/account/v1/naics', {
      country: 'US',
      naicsCode: 513210,
      primaryIndustry: 'Information',
      secondaryIndustry: 'Video game publishers',
    });
    expect(second.status).toBe(201);
    const dups = await staff('GET', '/api/account/v1/naics/search?country=US&dup=true');
    expect(dups.json.content.map((c: { secondaryIndustry: string }) => c.secondaryIndustry).sort()).toEqual([
      'Software Publishers',
      'Video game publishers',
    ]);
    const edited = await staff('PUT', `/api/account/v1/naics/${second.json.id}`, {
      version: second.json.version,
      naicsCode: 513199,
    });
    expect(edited.status).toBe(200);
    // 513199 is a code of the list too (All Other Publishers): the moved row now doubles that one instead.
    const moved = await staff('GET', '/api/account/v1/naics/search?country=US&dup=true');
    expect(
      moved.json.content
        .map((c: { naicsCode: number; secondaryIndustry: string }) => [c.naicsCode, c.secondaryIndustry])
        .sort(),
    ).toEqual([
      [513199, 'All Other Publishers'],
      [513199, 'Video game publishers'],
    ]);
    expect((await staff('DELETE', `/api/account/v1/naics/${second.json.id}`)).status).toBe(200);
    expect((await staff('GET', '/api/account/v1/naics/search?country=US&dup=true')).json.totalElements).toBe(0);
    expect((await as(DEMO.alphaAdmin)('GET', '/api/account/v1/naics/search?country=AU&size=1')).status).toBe(200);
  });

  it('the wholesale agency search lists the agencies holding a surplus lines licence', async () => {
    const wra = await staff('GET', '/api/account/v1/wra/search');
    expect(wra.status).toBe(200);
    const holders = await staff('GET', '/api/account/v1/agency/surplus/search?size=1000');
    const expected = [...new Set(holders.json.content.map((l: { agencyId: string }) => l.agencyId))].sort();
    expect(wra.json.content.map((a: { id: string }) => a.id).sort()).toEqual(expected);
    expect(
      (await staff('GET', '/api/account/v1/agency/search?search=*Beta*')).json.content.map(
        (a: { name: string }) => a.name,
      ),
    ).toEqual(['Beta Brokers']);
  });

  it("staff put a policy on a carrier's paper and assign a claim to a vendor; the carrier and vendor see exactly those", async () => {
    const carrierId = await idOf('Carrier Demo Mutual');
    const vendorId = await idOf('Vendor Demo Forensics');
    const betaPolicy = (await as(DEMO.betaAdmin)('GET', '/api/policy/v1/search?size=1&sort=policyNumber,asc')).json
      .content[0];
    const carrier = as(PERSONA.carrier);
    expect((await carrier('GET', `/api/policy/v1/${betaPolicy.id}`)).status).toBe(404);
    expect((await as(DEMO.alphaAdmin)('PUT', `/api/policy/v1/${betaPolicy.id}/carrier`, { carrierId })).status).toBe(
      403,
    );
    const notACarrier = await staff('PUT', `/api/policy/v1/${betaPolicy.id}/carrier`, { carrierId: vendorId });
    expect(notACarrier.status).toBe(400);
    expect(notACarrier.json.errors).toEqual([{ field: 'carrierId', detail: 'Please select a Carrier' }]);
    const onPaper = await staff('PUT', `/api/policy/v1/${betaPolicy.id}/carrier`, { carrierId });
    expect(onPaper.status).toBe(200);
    expect(onPaper.json.version).toBe(betaPolicy.version + 1);
    expect((await carrier('GET', `/api/policy/v1/${betaPolicy.id}`)).status).toBe(200);
    const history = await staff('GET', `/api/policy/v1/${betaPolicy.id}/history`);
    expect(history.json[0]).toMatchObject({
      action: 'assignCarrier',
      changes: [{ field: 'carrierId', after: 'Carrier Demo Mutual' }],
    });
    await staff('PUT', `/api/policy/v1/${betaPolicy.id}/carrier`, { carrierId: null });
    expect((await carrier('GET', `/api/policy/v1/${betaPolicy.id}`)).status).toBe(404);

    const claim = (await staff('GET', '/api/claims/v1/search?search=*CLM-900001*')).json.content[0];
    const vendor = as(PERSONA.vendor);
    expect((await staff('PUT', `/api/claims/v1/${claim.id}/vendor`, { vendorId: null })).status).toBe(200);
    expect((await vendor('GET', '/api/claims/v1/search')).json.totalElements).toBe(0);
    expect((await staff('PUT', `/api/claims/v1/${claim.id}/vendor`, { vendorId })).status).toBe(200);
    expect((await vendor('GET', `/api/claims/v1/${claim.id}`)).json.claimNumber).toBe('CLM-900001');
  });
});
