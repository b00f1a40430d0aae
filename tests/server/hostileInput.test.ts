/**
 * Each cause of a 500 that a hostile client found (issue "Hostile input never reaches a 500"), sent again:
 * every one is now a 400 (or 409) naming the field, on both databases, and changes nothing.
 */
import type { TenantContext } from '../../src/server/resources/fixtures';
import { DEMO, forEachDatabase, type TestResponse } from './support/databases';
import { ALL_FIXTURES, demoTenant } from './support/tenantContexts';

const QUOTES = '/api/quote/v1';
const POLICIES = '/api/policy/v1';
const ACCOUNT_TAGS = '/api/account/v1/tags/account';
const LOGIN = '/api/auth/v1/login';

const fixtures = (resource: string) => ALL_FIXTURES.find((f) => f.resource === resource)!;
const fieldsOf = (answer: TestResponse) => (answer.json?.errors ?? []).map((e: { field: string }) => e.field);

/** The answer is a 400 whose errors name `field` with a sentence. */
function expectRefused(answer: TestResponse, field: string, status = 400): void {
  expect({ status: answer.status, fields: fieldsOf(answer) }).toEqual({
    status,
    fields: expect.arrayContaining([field]),
  });
  expect(answer.json.errors.find((e: { field: string }) => e.field === field).detail).toEqual(expect.any(String));
}

/** A JSON text nested `levels` arrays deep around `inner`. */
const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);

forEachDatabase('hostile input', (ctx) => {
  let token: string;
  let tenant: TenantContext;
  const unique = () => `${ctx.kind}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const historyCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('recordHistory')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    token = await ctx.login(DEMO.staff);
    tenant = await demoTenant(ctx.db, 'Alpha Insurance Agency');
  });

  describe('unique values written twice', () => {
    it('a quote number that exists already: create and update answer 400 naming quoteNumber', async () => {
      const first = await ctx.request('POST', QUOTES, { token, body: fixtures('quotes').validBody(tenant, unique()) });
      expect(first.status).toBe(201);
      const twin = await ctx.request('POST', QUOTES, {
        token,
        body: { ...fixtures('quotes').validBody(tenant, unique()), quoteNumber: first.json.quoteNumber },
      });
      expectRefused(twin, 'quoteNumber');
      const other = await ctx.request('POST', QUOTES, { token, body: fixtures('quotes').validBody(tenant, unique()) });
      const update = await ctx.request('PUT', `${QUOTES}/${other.json.id}`, {
        token,
        body: { quoteNumber: first.json.quoteNumber, version: other.json.version },
      });
      expectRefused(update, 'quoteNumber');
      expect((await ctx.request('GET', `${QUOTES}/${other.json.id}`, { token })).json).toEqual(other.json);
    });

    it('a policy number that exists already answers 400 naming policyNumber', async () => {
      const first = await ctx.request('POST', POLICIES, {
        token,
        body: fixtures('policies').validBody(tenant, unique()),
      });
      expect(first.status).toBe(201);
      const twin = await ctx.request('POST', POLICIES, {
        token,
        body: { ...fixtures('policies').validBody(tenant, unique()), policyNumber: first.json.policyNumber },
      });
      expectRefused(twin, 'policyNumber');
    });

    it('six concurrent "select tag by name" calls for a new name on one account: one tag, one 201, the others 400 naming tagId', async () => {
      const tagName = `Race ${unique()}`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          ctx.request('POST', ACCOUNT_TAGS, { token, body: { accountId: tenant.accountId, tagName } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
      for (const answer of answers.filter((a) => a.status === 400)) expectRefused(answer, 'tagId');
      const tags = await ctx.db
        .selectFrom('tags')
        .select('id')
        .where('agencyId', '=', tenant.agencyId)
        .where('name', '=', tagName)
        .execute();
      expect(tags).toHaveLength(1);
    });

    it('six concurrent selections of one new tag name on six accounts: six 201 and one tag they all share', async () => {
      const accounts = await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', tenant.agencyId)
        .where('accountType', '=', 'CUSTOMER')
        .orderBy('name')
        .limit(6)
        .execute();
      expect(accounts).toHaveLength(6);
      const tagName = `Shared ${unique()}`;
      const answers = await Promise.all(
        accounts.map((account) =>
          ctx.request('POST', ACCOUNT_TAGS, { token, body: { accountId: account.id, tagName } }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((a) => a.json.tagId)).size).toBe(1);
      const tags = await ctx.db
        .selectFrom('tags')
        .select('id')
        .where('agencyId', '=', tenant.agencyId)
        .where('name', '=', tagName)
        .execute();
      expect(tags).toHaveLength(1);
    });
  });

  describe('clearing what cannot be empty', () => {
    for (const [resource, path, field] of [
      ['quotes', QUOTES, 'isRenewal'],
      ['policies', POLICIES, 'isPaid'],
      ['accounts', '/api/account/v1/account', 'isVerifiedByAgent'],
      ['agencyLicenses', '/api/agency/v1/license', 'activeResidentState'],
    ] as const) {
      for (const blank of [null, '']) {
        it(`${resource}: PUT ${field}: ${JSON.stringify(blank)} answers 400 "cannot be empty" and keeps the record`, async () => {
          const created = await ctx.request('POST', path, {
            token,
            body: fixtures(resource).validBody(tenant, unique()),
          });
          expect(created.status).toBe(201);
          const answer = await ctx.request('PUT', `${path}/${created.json.id}`, {
            token,
            body: { [field]: blank, version: created.json.version },
          });
          expectRefused(answer, field);
          expect(answer.json.errors[0].detail).toBe('This field cannot be empty.');
          expect((await ctx.request('GET', `${path}/${created.json.id}`, { token })).json).toEqual(created.json);
        });
      }
    }
  });

  describe('deep nesting', () => {
    it('a body nested 5,000 arrays deep answers 400 naming the field where it goes too deep', async () => {
      const before = await historyCount();
      const answer = await ctx.request('POST', QUOTES, { token, body: `{"details": ${nested(5000)}}` });
      expectRefused(answer, `details${'.0'.repeat(31)}`);
      expect(await historyCount()).toBe(before);
    });

    it('form answers nested 5,000 deep answer 400 naming the answer', async () => {
      const answer = await ctx.request('PUT', `/api/forms/v1/answers/accountDetails/${tenant.accountId}`, {
        token,
        body: `{"version": 0, "answers": {"deep": ${nested(5000)}}}`,
      });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)[0]).toMatch(/^answers\.deep(\.0)+$/);
    });
  });

  describe('text the database cannot store', () => {
    it('a NUL in the sign-in name answers 400 naming username (no token needed to send it)', async () => {
      expectRefused(
        await ctx.request('POST', LOGIN, { body: { username: 'staff@demo.test\u0000', password: 'x' } }),
        'username',
      );
    });

    it('a NUL in the MFA reset and the workflow code calls answers 400 naming the field', async () => {
      expectRefused(
        await ctx.request('POST', '/api/auth/v1/mfa/reset', { body: { email: 'a\u0000@b.test' } }),
        'email',
      );
      expectRefused(
        await ctx.request('POST', '/api/auth/v1/wf/token', { body: { workflowId: 'wf\u0000', accessCode: '123456' } }),
        'workflowId',
      );
    });

    it('a NUL in a list search answers 400 naming search; a lone surrogate in a record answers 400 naming the field', async () => {
      expectRefused(await ctx.request('GET', '/api/account/v1/account/search?search=*a%00b*', { token }), 'search');
      expectRefused(await ctx.request('POST', QUOTES, { token, body: `{"companyName": "A\\ud800B"}` }), 'companyName');
    });

    it('a 1 MB refresh token answers 400 naming refreshToken', async () => {
      expectRefused(
        await ctx.request('POST', '/api/auth/v1/token/refresh', { body: { refreshToken: 'x'.repeat(1_000_000) } }),
        'refreshToken',
      );
    });
  });

  describe('numbers out of range', () => {
    it('a settings version of 10^20 and of 1e400 answer 400 naming version', async () => {
      const path = '/api/console/v1/ui-settings';
      expectRefused(
        await ctx.request('PUT', path, { token, body: '{"version": 100000000000000000000, "settings": {}}' }),
        'version',
      );
      expectRefused(await ctx.request('PUT', path, { token, body: '{"version": 1e400, "settings": {}}' }), 'version');
      expectRefused(
        await ctx.request('PUT', path, { token, body: '{"version": 3000000000, "settings": {}}' }),
        'version',
      );
    });

    it('a premium of 1e400 answers 400 naming totalPremium', async () => {
      expectRefused(
        await ctx.request('POST', QUOTES, {
          token,
          body: `{"accountId": "${tenant.accountId}", "product": "P100", "totalPremium": 1e400}`,
        }),
        'totalPremium',
      );
    });
  });

  describe('prototype keys and empty writes', () => {
    it('__proto__, constructor and prototype keys in valid JSON answer 400 naming the field, not "not valid JSON"', async () => {
      const before = await historyCount();
      expectRefused(
        await ctx.request('POST', QUOTES, { token, body: `{"product": "P100", "__proto__": {"isAdmin": true}}` }),
        '__proto__',
      );
      expectRefused(
        await ctx.request('POST', QUOTES, { token, body: `{"details": {"constructor": {"prototype": {"x": 1}}}}` }),
        'details.constructor',
      );
      expectRefused(
        await ctx.request('POST', LOGIN, { body: `{"username": "a@b.test", "password": "x", "__proto__": {}}` }),
        '__proto__',
      );
      expect(await historyCount()).toBe(before);
    });

    it('invalid JSON answers 400 naming body', async () => {
      const answer = await ctx.request('POST', QUOTES, { token, body: '{"product": ' });
      expectRefused(answer, 'body');
      expect(answer.json.detail).toBe('The body is not valid JSON.');
    });

    it('a PUT of only {version}, or of the stored values, changes nothing and records no history', async () => {
      const created = await ctx.request('POST', QUOTES, {
        token,
        body: fixtures('quotes').validBody(tenant, unique()),
      });
      const path = `${QUOTES}/${created.json.id}`;
      const only = await ctx.request('PUT', path, { token, body: { version: created.json.version } });
      expect(only.status).toBe(200);
      expect(only.json).toEqual(created.json);
      const same = await ctx.request('PUT', path, {
        token,
        body: { companyName: created.json.companyName, product: created.json.product, version: created.json.version },
      });
      expect(same.json).toEqual(created.json);
      const history = await ctx.request('GET', `${path}/history`, { token });
      expect(history.json.map((entry: { action: string }) => entry.action)).toEqual(['create']);
      // A real change still writes, once.
      const changed = await ctx.request('PUT', path, {
        token,
        body: { product: 'P250', version: created.json.version },
      });
      expect(changed.json.version).toBe(created.json.version + 1);
      expect((await ctx.request('GET', `${path}/history`, { token })).json).toHaveLength(2);
    });
  });
});
