/**
 * The accounts' own actions: set / remove my agent (other agencies' open quotes become INVALID through
 * the quote machine; the removed agency is interested again), the on-demand scan (local scanner), the
 * no-primary-domain attestation, the domain input's server verification (local resolver) and UK address
 * verification (local postal verifier). Each action: permission, tenancy 404, 400 naming the field, version 409,
 * history entry with its actor.
 */
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

process.env.DOMAIN_RESOLVER = 'local';

const QUOTES = '/api/quote/v1';
const fields = (json: { errors?: { field: string; detail: string }[] }) =>
  (json.errors ?? []).map((e) => [e.field, e.detail]);

forEachDatabase('account own actions', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let customerId: string;
  let alphaId: string;
  let betaId: string;

  const latest = async (id: string) =>
    (await ctx.request('GET', `${ACCOUNTS_API}/${id}/history`, { token: staff })).json[0];
  const newAlphaClient = async (name: string) => {
    const created = await ctx.request('POST', ACCOUNTS_API, {
      token: alpha,
      body: { name, country: 'US', address1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
    });
    expect(created.status, created.text).toBe(201);
    return created.json as { id: string; version: number };
  };
  const quoteOf = async (agencyId: string) => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: customerId, product: 'P100', effectiveDate: '2031-02-01', endDate: '2032-02-01' },
    });
    expect(created.status, created.text).toBe(201);
    // A quote another agency left on the account (e.g. before an assign agency): its agency is set as it was.
    await ctx.db.updateTable('quotes').set({ agencyId, status: 'READY' }).where('id', '=', created.json.id).execute();
    return String(created.json.id);
  };
  const statusOf = async (id: string) =>
    (await ctx.db.selectFrom('quotes').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const setDomains = async (accountId: string, answers: Record<string, unknown>) =>
    ctx.db
      .insertInto('formAnswers')
      .values({
        accountId,
        form: 'accountDetails',
        schemaId: 'accountDetails',
        schemaVersion: 1,
        answers: JSON.stringify(answers),
      } as never)
      .execute();

  beforeAll(async () => {
    [staff, alpha, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
    customerId = (
      await ctx.db.selectFrom('accounts').select('id').where('name', '=', 'Customer Demo Co').executeTakeFirstOrThrow()
    ).id;
    alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    betaId = (await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'beta').executeTakeFirstOrThrow())
      .id;
  });

  it("set my agent invalidates the other agencies' open quotes; removing it makes the agency interested again", async () => {
    const alphaQuote = await quoteOf(alphaId);
    const betaQuote = await quoteOf(betaId);
    const agents = await ctx.request('GET', `${ACCOUNTS_API}/${customerId}/agents`, { token: owner });
    expect(agents.status, agents.text).toBe(200);
    expect(agents.json.myAgent).toBeNull();
    expect(agents.json.interestedAgencies.map((a: { id: string }) => a.id).sort()).toEqual([alphaId, betaId].sort());

    const path = `${ACCOUNTS_API}/${customerId}/my-agent`;
    expect((await ctx.request('PUT', path, { token: alpha, body: { agencyId: alphaId } })).status).toBe(403);
    const missing = await ctx.request('PUT', path, { token: owner, body: {} });
    expect(missing.status).toBe(400);
    expect(fields(missing.json)).toEqual([['agencyId', 'This agency is not interested in this account.']]);
    const stranger = (await newAlphaClient('Other Agent Co')).id;
    expect(fields((await ctx.request('PUT', path, { token: owner, body: { agencyId: stranger } })).json)).toEqual([
      ['agencyId', 'This agency is not interested in this account.'],
    ]);
    // Another policyholder's (here: an Alpha client's) account is not found for the owner.
    expect(
      (await ctx.request('PUT', `${ACCOUNTS_API}/${stranger}/my-agent`, { token: owner, body: { agencyId: alphaId } }))
        .status,
    ).toBe(404);
    const { version } = (await ctx.request('GET', `${ACCOUNTS_API}/${customerId}`, { token: owner })).json;
    expect(
      (await ctx.request('PUT', path, { token: owner, body: { version: version - 1, agencyId: alphaId } })).status,
    ).toBe(409);

    const set = await ctx.request('PUT', path, { token: owner, body: { version, agencyId: alphaId } });
    expect(set.status, set.text).toBe(200);
    expect(set.json.myAgencyId).toBe(alphaId);
    expect(await statusOf(betaQuote)).toBe('INVALID');
    expect(await statusOf(alphaQuote)).toBe('READY');
    const quoteHistory = (await ctx.request('GET', `${QUOTES}/${betaQuote}/history`, { token: staff })).json;
    expect(quoteHistory[0]).toMatchObject({ action: 'invalidate', actorEmail: DEMO.owner });
    expect(await latest(customerId)).toMatchObject({ action: 'set-my-agent', actorEmail: DEMO.owner });
    const after = (await ctx.request('GET', `${ACCOUNTS_API}/${customerId}/agents`, { token: owner })).json;
    expect(after.myAgent).toMatchObject({ id: alphaId });
    expect(after.interestedAgencies).toEqual([]);

    const removed = await ctx.request('PUT', `${path}/remove`, { token: owner, body: { version: set.json.version } });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.myAgencyId).toBeNull();
    expect((await ctx.request('GET', `${ACCOUNTS_API}/${customerId}/agents`, { token: owner })).json).toMatchObject({
      myAgent: null,
      interestedAgencies: [{ id: alphaId }],
    });
    expect(fields((await ctx.request('PUT', `${path}/remove`, { token: owner, body: {} })).json)).toEqual([
      ['agencyId', 'This account has no agent to remove.'],
    ]);
    expect(await latest(customerId)).toMatchObject({ action: 'remove-my-agent', actorEmail: DEMO.owner });
  });

  it("scans the account's domains on demand (local scanner) and attests a missing primary domain", async () => {
    const withDomain = await newAlphaClient('Scan Test Co');
    const scanPath = `${ACCOUNTS_API}/${withDomain.id}/scan`;
    expect(fields((await ctx.request('PUT', scanPath, { token: alpha, body: {} })).json)).toEqual([
      ['domainName', 'This account has no domain to scan.'],
    ]);
    expect((await ctx.request('PUT', scanPath, { token: beta, body: {} })).status).toBe(404);
    await setDomains(withDomain.id, { domainName: 'https://scantest.example', domains: ['shop.scantest.example'] });
    expect(
      (await ctx.request('PUT', scanPath, { token: alpha, body: { version: withDomain.version + 5 } })).status,
    ).toBe(409);
    const scanned = await ctx.request('PUT', scanPath, { token: alpha, body: { version: withDomain.version } });
    expect(scanned.status, scanned.text).toBe(200);
    expect(scanned.json.securityScan).toMatchObject({
      scanner: 'local',
      domains: ['scantest.example', 'shop.scantest.example'],
    });
    expect(scanned.json.securityScan.findings).toHaveLength(10);
    expect(scanned.json.scannedAt).toBeTruthy();
    const again = await ctx.request('PUT', scanPath, { token: alpha, body: {} });
    expect(again.json.securityScan).toEqual(scanned.json.securityScan);
    expect(await latest(withDomain.id)).toMatchObject({ action: 'scan', actorEmail: DEMO.alphaAdmin });

    const attestPath = (id: string) => `${ACCOUNTS_API}/${id}/attest-no-domain`;
    expect(
      fields((await ctx.request('PUT', attestPath(withDomain.id), { token: alpha, body: { attested: true } })).json),
    ).toEqual([['domainName', 'This account has a primary domain; there is nothing to attest.']]);
    const none = await newAlphaClient('No Domain Co');
    expect(fields((await ctx.request('PUT', attestPath(none.id), { token: alpha, body: {} })).json)).toEqual([
      ['attested', 'Please confirm that the account has no primary domain.'],
    ]);
    expect((await ctx.request('PUT', attestPath(none.id), { token: beta, body: { attested: true } })).status).toBe(404);
    const attested = await ctx.request('PUT', attestPath(none.id), {
      token: alpha,
      body: { version: none.version, attested: true },
    });
    expect(attested.status, attested.text).toBe(200);
    expect(attested.json).toMatchObject({ noPrimaryDomain: { attested: true, by: DEMO.alphaAdmin }, profileScore: 1 });
    expect(
      (await ctx.request('PUT', attestPath(none.id), { token: alpha, body: { version: none.version, attested: true } }))
        .status,
    ).toBe(409);
    expect(await latest(none.id)).toMatchObject({ action: 'attest-no-primary-domain', actorEmail: DEMO.alphaAdmin });
  });

  it('verifies a domain entry: syntax, one only, blacklist, resolution', async () => {
    const verify = (domain: string, token = alpha) =>
      ctx.request('GET', `${ACCOUNTS_API}/domain/verify?domain=${encodeURIComponent(domain)}`, { token });
    const ok = await verify('https://www.Example.com/about');
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toEqual({ domain: 'example.com', message: 'Valid domain found!', resolvedBy: 'local' });
    expect(fields((await verify('')).json)).toEqual([['domain', 'Please enter a domain name.']]);
    expect(fields((await verify('a.com b.com')).json)).toEqual([['domain', 'Only enter one domain']]);
    expect(fields((await verify('not_a_domain')).json)).toEqual([['domain', 'Not a valid domain name']]);
    expect(fields((await verify('example.toolongtldname')).json)).toEqual([['domain', 'Not a valid domain name']]);
    expect(fields((await verify('nxdomain.example.com')).json)).toEqual([
      ['domain', 'Only valid domains are accepted.'],
    ]);
    expect(
      (
        await ctx.request('POST', '/api/auth/v1/blacklisteddomains', {
          token: staff,
          body: { domain: 'blocked-own.example' },
        })
      ).status,
    ).toBe(201);
    expect(fields((await verify('mail.blocked-own.example')).json)).toEqual([
      ['domain', 'Invalid Domain! Try a different domain name.'],
    ]);
    expect((await ctx.request('GET', `${ACCOUNTS_API}/domain/verify?domain=example.com`)).status).toBe(401);
  });

  it('verifies a UK address with errorFields and localizedErrorFieldNames (local postal verifier)', async () => {
    const validate = (body: unknown) => ctx.request('POST', '/api/account/v1/address/validate', { token: alpha, body });
    const good = await validate({ address1: '1 Park Row', city: 'Leeds', zipCode: 'LS1 5AB', country: 'UK' });
    expect(good.status, good.text).toBe(200);
    expect(good.json).toEqual({ verified: true, errorFields: [], localizedErrorFieldNames: [], checkedBy: 'local' });
    const bad = await validate({ address1: 'X', city: 'Leeds', zipCode: 'ZZ9 9ZZ', country: 'UK' });
    expect(bad.json).toEqual({
      verified: false,
      errorFields: ['address1', 'zipCode', 'city'],
      localizedErrorFieldNames: ['Address Line 1', 'Postcode', 'Town/City'],
      checkedBy: 'local',
    });
    expect(
      (await validate({ address1: '1 Park Row', city: 'York', zipCode: 'LS1 5AB', country: 'UK' })).json.errorFields,
    ).toEqual(['city']);
    const missing = await validate({ country: 'UK' });
    expect(missing.status).toBe(400);
    expect(fields(missing.json)).toEqual([
      ['address1', 'Please enter Address Line 1.'],
      ['city', 'Please enter a Town/City.'],
      ['zipCode', 'Please enter a Postcode.'],
    ]);
    expect((await validate({ address1: '1 Main St', city: 'Austin', zipCode: '78701' })).json).toMatchObject({
      verified: true,
      checkedBy: null,
    });
  });
});
