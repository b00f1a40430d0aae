/**
 * Blacklisted domains (spec 001 §2, §5, §7, §9): CRUD on `/api/auth/v1/blacklisteddomains` for staff
 * (a page size of 10 served as 25; "Domain Name is a required field"; stored lower-case, once), nothing for an
 * agency; a blacklisted domain (or a domain under it) is refused on an account's details, naming the field.
 */
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const BLACKLIST = '/api/auth/v1/blacklisteddomains';

forEachDatabase('blacklisted domains', (ctx) => {
  let staff: string;
  let alpha: string;

  beforeAll(async () => {
    [staff, alpha] = await Promise.all([ctx.login(DEMO.staff), ctx.login(DEMO.alphaAdmin)]);
  });

  it('staff add, list, search and remove domains; the spec texts on bad input; an agency gets 403', async () => {
    const blank = await ctx.request('POST', BLACKLIST, { token: staff, body: {} });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([{ field: 'domain', detail: 'Domain Name is a required field' }]);
    expect(
      (await ctx.request('POST', BLACKLIST, { token: staff, body: { domain: 'not a domain' } })).json.errors,
    ).toEqual([{ field: 'domain', detail: 'Not a valid domain name' }]);

    const added = await ctx.request('POST', BLACKLIST, { token: staff, body: { domain: 'Spam-Mail.Example' } });
    expect(added.status, added.text).toBe(201);
    expect(added.json.domain).toBe('spam-mail.example');
    const twice = await ctx.request('POST', BLACKLIST, { token: staff, body: { domain: 'SPAM-mail.example' } });
    expect(twice.json.errors).toEqual([{ field: 'domain', detail: 'This domain is already blacklisted.' }]);

    for (let i = 0; i < 12; i += 1)
      await ctx.request('POST', BLACKLIST, { token: staff, body: { domain: `bulk${i}.example` } });
    const page = await ctx.request('GET', `${BLACKLIST}?page=0&size=10&sortBy=domain&sortOrder=asc`, { token: staff });
    expect(page.status).toBe(200);
    expect(page.json.totalElements).toBe(13);
    expect(page.json.content).toHaveLength(13);
    expect((await ctx.request('GET', `${BLACKLIST}/search?size=10`, { token: staff })).json.content).toHaveLength(10);
    expect(
      (await ctx.request('GET', `${BLACKLIST}?search=*spam*`, { token: staff })).json.content.map(
        (d: { domain: string }) => d.domain,
      ),
    ).toEqual(['spam-mail.example']);

    expect((await ctx.request('GET', BLACKLIST, { token: alpha })).status).toBe(403);
    expect((await ctx.request('POST', BLACKLIST, { token: alpha, body: { domain: 'x.example' } })).status).toBe(403);

    const removed = await ctx.request('DELETE', `${BLACKLIST}/${added.json.id}`, { token: staff });
    expect(removed.status).toBe(200);
    expect((await ctx.request('GET', `${BLACKLIST}?search=*spam*`, { token: staff })).json.content).toEqual([]);
  });

  it('refuses a blacklisted domain (and a domain under it) on an account, naming the field; others are saved', async () => {
    await ctx.request('POST', BLACKLIST, { token: staff, body: { domain: 'blocked.example' } });
    const created = await ctx.request('POST', ACCOUNTS_API, {
      token: alpha,
      body: {
        name: 'Domain Test Co',
        country: 'US',
        address1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      },
    });
    const id = created.json.id as string;
    const path = `/api/forms/v1/answers/accountDetails/${id}`;
    const shown = (await ctx.request('GET', path, { token: alpha })).json.answers;
    const answers = {
      ...shown,
      naicsCode: 541511,
      primaryNaicsPercentage: 100,
      revenue: 1_000_000,
      nonUsRevenue: 0,
      noOfEmployeesAll: 5,
      yearEstablished: 2010,
      ownershipType: 'Private',
      changeInScope: false,
      collectingPersonalInformation: false,
    };

    const refused = await ctx.request('PUT', path, {
      token: alpha,
      body: {
        answers: { ...answers, domainName: 'www.Blocked.example', domains: ['fine.example', 'mail.blocked.example'] },
        version: 0,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { field: 'domainName', detail: 'Invalid Domain! Try a different domain name.' },
      { field: 'domains.1', detail: 'Invalid Domain! Try a different domain name.' },
    ]);
    const check = await ctx.request('POST', `${ACCOUNTS_API}/${id}/details/check`, {
      token: alpha,
      body: { answers: { ...answers, domainName: 'blocked.example' } },
    });
    expect(check.status).toBe(400);
    expect((await ctx.request('GET', path, { token: alpha })).json.version).toBe(0);

    const saved = await ctx.request('PUT', path, {
      token: alpha,
      body: { answers: { ...answers, domainName: 'unblocked.example', domains: ['fine.example'] }, version: 0 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.answers.domainName).toBe('unblocked.example');
  });
});
