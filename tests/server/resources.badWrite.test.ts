/**
 * Generated over every registered resource: a bad write answers 400 naming each bad field (the fields the
 * resource's fixtures list) and changes nothing — neither a create nor an update of an existing record.
 */
import type { TenantContext } from '../../src/server/resources/fixtures';
import { PLATFORM_RESOURCES as SERVER_RESOURCES } from '../../src/server/platform';
import { DEMO, forEachDatabase } from './support/databases';
import { ALL_FIXTURES, demoTenant } from './support/tenantContexts';

forEachDatabase('bad writes to every resource', (ctx) => {
  let token: string;
  let tenant: TenantContext;

  beforeAll(async () => {
    token = await ctx.login(DEMO.staff);
    tenant = await demoTenant(ctx.db, 'Alpha Insurance Agency');
  });

  for (const resource of SERVER_RESOURCES) {
    const { name, apiBase } = resource.declaration;
    const fixtures = ALL_FIXTURES.find((f) => f.resource === name);

    it(`${name}: a bad create answers 400 naming each bad field and stores nothing`, async () => {
      expect(fixtures, `resources/${name}/fixtures.ts`).toBeDefined();
      const before = (await ctx.request('GET', `${apiBase}/search?size=1`, { token })).json.totalElements;
      const { body, fields } = fixtures!.invalidBody(tenant);
      const answer = await ctx.request('POST', apiBase, { token, body });
      expect(answer.status).toBe(400);
      const named = answer.json.errors.map((e: { field: string }) => e.field);
      for (const field of fields) expect(named).toContain(field);
      for (const error of answer.json.errors) expect(error.detail).toEqual(expect.any(String));
      expect((await ctx.request('GET', `${apiBase}/search?size=1`, { token })).json.totalElements).toBe(before);
    });

    it(`${name}: a bad update answers 400 and leaves the record as it was`, async () => {
      const created = await ctx.request('POST', apiBase, {
        token,
        body: fixtures!.validBody(tenant, `bad${ctx.kind}${Date.now().toString(36)}`),
      });
      expect(created.status).toBe(201);
      const { body, fields } = fixtures!.invalidBody(tenant);
      const bad = Object.fromEntries(fields.filter((f) => !f.includes('.') && f in body).map((f) => [f, body[f]]));
      // Read back rather than the create's answer, which may hold a field shown only once (an API key's secret).
      const before = await ctx.request('GET', `${apiBase}/${created.json.id}`, { token });
      const answer = await ctx.request('PUT', `${apiBase}/${created.json.id}`, {
        token,
        body: { ...bad, version: created.json.version },
      });
      expect(answer.status).toBe(400);
      const after = await ctx.request('GET', `${apiBase}/${created.json.id}`, { token });
      expect(after.json).toEqual(before.json);
    });
  }
});
