import fs from 'node:fs';
import lock from '../../schemas/forms/versions.lock.json';
import { forEachDatabase } from './support/databases';

type Node = Record<string, any>;
const locked = lock as Record<string, Record<string, Record<string, { pointer: string }>>>;

/** Every question a schema node declares, in its properties or in any branch. */
function declared(node: unknown, out = new Set<string>()): Set<string> {
  if (node === null || typeof node !== 'object') return out;
  const n = node as Node;
  if (n.properties) for (const key of Object.keys(n.properties)) out.add(key);
  for (const member of n.allOf ?? []) declared(member, out);
  declared(n.then, out);
  declared(n.else, out);
  return out;
}

/** Questions declared under a node restricted (x-regions) to regions other than this one. */
function declaredOutside(node: unknown, region: string, out = new Set<string>(), restricted = false): Set<string> {
  if (node === null || typeof node !== 'object') return out;
  const n = node as Node;
  const here = restricted || (Array.isArray(n['x-regions']) && !n['x-regions'].includes(region));
  for (const [key, property] of Object.entries((n.properties ?? {}) as Node)) {
    if (here || (Array.isArray(property['x-regions']) && !property['x-regions'].includes(region))) out.add(key);
  }
  for (const member of n.allOf ?? []) declaredOutside(member, region, out, here);
  declaredOutside(n.then, region, out, here);
  declaredOutside(n.else, region, out, here);
  return out;
}

forEachDatabase('the API reference carries the form schemas', (ctx) => {
  let document: Node;

  beforeAll(async () => {
    const { status, json } = await ctx.request('GET', '/api/openapi.json');
    expect(status).toBe(200);
    document = json;
  });

  it.each(Object.keys(locked))('declares the %s form, each version with its questions', (form) => {
    for (const [version, questions] of Object.entries(locked[form])) {
      const component = document.components.schemas[`${form}.${version}`];
      expect(component, `${form}.${version}`).toMatchObject({
        'x-form-id': form,
        'x-form-version': Number(version.slice(1)),
      });
      // Every question of the schema file, less those kept for other regions only (this server is US).
      const file = JSON.parse(fs.readFileSync(`schemas/forms/${form}/${version}.schema.json`, 'utf8'));
      const elsewhere = declaredOutside(file, 'US');
      const inComponent = declared(component);
      for (const question of Object.keys(questions).filter((key) => !key.includes('.') && !elsewhere.has(key))) {
        expect(inComponent.has(question), `${form}.${version} ${question}`).toBe(true);
      }
      expect(JSON.stringify(component)).not.toContain('#/definitions/');
    }
  });

  it('points the write routes of the forms at their schemas, without validating with them', async () => {
    const answers =
      document.paths['/api/forms/v1/answers/{form}/{accountId}'].put.requestBody.content['application/json'].schema;
    const referenced = answers.properties.answers.anyOf.map((item: Node) => item.$ref);
    expect(referenced).toEqual(
      expect.arrayContaining([
        '#/components/schemas/accountDetails.v1',
        '#/components/schemas/security.v1',
        '#/components/schemas/techEO.v1',
      ]),
    );
    expect(referenced).not.toContain('#/components/schemas/claim.v1');
    for (const path of ['/api/policy/v1/claim', '/api/claims/v1']) {
      expect(document.paths[path].post.requestBody.content['application/json'].schema, path).toEqual({
        $ref: '#/components/schemas/claim.v1',
      });
    }
    expect(
      document.paths['/api/claims/v1/{id}'].put.requestBody.content['application/json'].schema['x-form-schema'],
    ).toBe('#/components/schemas/claim.v1');

    // The project's validator still answers: a refused claim names each field with the spec's text.
    const token = await ctx.login('staff@demo.test');
    const { json: accounts } = await ctx.request('GET', '/api/account/v1/account/search?size=1', { token });
    const refused = await ctx.request('POST', '/api/policy/v1/claim', {
      token,
      body: { accountId: accounts.content[0].id, isRightContact: true },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('Please select a option');
  });
});
