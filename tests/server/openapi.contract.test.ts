/**
 * The API reference describes every operation: each write's request body, each answer's schema, the error
 * shape, and which routes are public. Fails as soon as a route (a new alias included) lacks one of them.
 */
import quoteSchema from '../../schemas/records/quote.schema.json';
import { forEachDatabase } from './support/databases';

type Node = Record<string, any>;
const WRITES = ['post', 'put', 'patch'];

forEachDatabase('OpenAPI contract', (ctx) => {
  let document: Node;
  const operations = () =>
    Object.entries<Node>(document.paths).flatMap(([path, methods]) =>
      Object.entries<Node>(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  const jsonSchema = (node: Node | undefined) => node?.content?.['application/json']?.schema;
  /** A success answer that is a file (a PDF) documents its own media type's schema instead of JSON. */
  const fileSchema = (node: Node | undefined) =>
    Object.entries<Node>(node?.content ?? {}).some(([type, media]) => type !== 'application/json' && media?.schema);

  beforeAll(async () => {
    const answer = await ctx.request('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.json;
  });

  it('every write operation has a request body schema', () => {
    const missing = operations()
      // A form upload (spec 001 §7: "a form upload, which omits the content type") documents its multipart form instead.
      .filter(
        ({ method, operation }) =>
          WRITES.includes(method) &&
          !jsonSchema(operation.requestBody) &&
          !operation.requestBody?.content?.['multipart/form-data']?.schema,
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(operations().filter(({ method }) => WRITES.includes(method)).length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('every operation has a success answer schema and the error shape for 400', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const success = Object.entries<Node>(operation.responses ?? {}).filter(([code]) => /^2/.test(code));
        const described = success.some(
          ([code, response]) => code === '204' || jsonSchema(response) || fileSchema(response),
        );
        return !described || !jsonSchema(operation.responses?.['400'])?.properties?.errors;
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('routes that answer no body document 204: always (logout, reset mails, removing a picture) or beside 200 (stored UI settings, pictures)', () => {
    const successes = (path: string, method: string) =>
      Object.keys(document.paths[path][method].responses).filter((code) => /^2/.test(code));
    expect(successes('/api/auth/v1/logout', 'post')).toEqual(['204']);
    expect(successes('/api/auth/v1/mfa/reset', 'post')).toEqual(['204']);
    expect(successes('/api/auth/v1/passwords/{email}/reset', 'post')).toEqual(['204']);
    expect(successes('/api/auth/v1/resendValidationEmail/{email}', 'post')).toEqual(['204']);
    expect(successes('/api/console/v1/ui-settings', 'get').sort()).toEqual(['200', '204']);
    // Pictures and logos: removing answers 204; reading answers the image or 204 when there is none.
    expect(successes('/api/user/v1/pic', 'delete')).toEqual(['204']);
    expect(successes('/api/agency/v1/logo/m/{id}', 'delete')).toEqual(['204']);
    expect(successes('/api/user/v1/pic', 'get').sort()).toEqual(['200', '204']);
    expect(successes('/api/user/v1/pic/email/{email}', 'get').sort()).toEqual(['200', '204']);
    expect(successes('/api/agency/v1/logo/s/{id}', 'get').sort()).toEqual(['200', '204']);
  });

  it('public routes are marked public; the others name the bearer token and answer 401/403', () => {
    const operation = (path: string, method: string) => {
      expect(document.paths[path]?.[method], `${method} ${path} documented`).toBeDefined();
      return document.paths[path][method];
    };
    for (const [path, method] of [
      ['/api/auth/v1/login', 'post'],
      ['/api/auth/v1/token/refresh', 'post'],
      ['/api/auth/v1/mfa/reset', 'post'],
      ['/api/auth/v1/wf/token', 'post'],
      ['/api/config', 'get'],
      ['/api/health', 'get'],
      ['/api/auth/v1/login/status', 'get'],
      ['/api/auth/v1/sso', 'get'],
      ['/api/auth/v1/sso/token', 'post'],
      ['/api/auth/v1/access', 'post'],
      ['/api/auth/v1/env', 'get'],
      ['/api/sandbox-processor/v1/tokens', 'post'],
      ['/api/billing/v1/payment-processor', 'post'],
      ['/api/quote/v1/esign/callback', 'post'],
      ['/api/esign-sandbox/v1/envelopes/{envelopeId}/sign', 'get'],
      ['/api/esign-sandbox/v1/envelopes/{envelopeId}/sign', 'post'],
      ['/api/esign-sandbox/v1/envelopes/{envelopeId}/decline', 'post'],
      ['/api/esign-sandbox/v1/envelopes/{envelopeId}/document', 'get'],
      ['/api/esign-sandbox/v1/signing.js', 'get'],
      ['/api/connector/v1/oauth/callback', 'get'],
    ]) {
      expect(operation(path, method).security, `${method} ${path}`).toEqual([]);
    }
    const protectedOne = operation('/api/quote/v1', 'post');
    expect(protectedOne.security).toBeUndefined();
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(protectedOne.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
  });

  it("a resource's create takes its record schema from schemas/records, its update the same fields plus version", () => {
    const create = jsonSchema(document.paths['/api/quote/v1'].post.requestBody);
    expect(Object.keys(create.properties)).toEqual(Object.keys(quoteSchema.properties));
    expect(create.required).toEqual(quoteSchema.required);
    expect(create.additionalProperties).toBe(false);
    const update = jsonSchema(document.paths['/api/quote/v1/{id}'].put.requestBody);
    expect(Object.keys(update.properties)).toEqual([...Object.keys(quoteSchema.properties), 'version']);
    expect(update.required).toBeUndefined();
    const answer = jsonSchema(document.paths['/api/quote/v1/{id}'].get.responses['200']);
    expect(answer.properties.quoteNumber.type).toBe(quoteSchema.properties.quoteNumber.type);
    expect(answer.additionalProperties).toBe(true);
    expect(jsonSchema(document.paths['/api/quote/v1/search'].get.responses['200']).properties.content.type).toBe(
      'array',
    );
  });

  it('answers keep every field the store reads (the reference never filters a record)', async () => {
    const token = await ctx.login('staff@demo.test');
    const page = await ctx.request('GET', '/api/quote/v1/search?size=1', { token });
    const one = await ctx.request('GET', `/api/quote/v1/${page.json.content[0].id}`, { token });
    expect(Object.keys(one.json).sort()).toEqual(Object.keys(page.json.content[0]).sort());
    expect(Object.keys(one.json)).toEqual(
      expect.arrayContaining(['id', 'version', 'quoteNumber', 'companyName', 'created', 'modified']),
    );
  });
});
