/**
 * The cart's paths under the quotes API (spec 002 §7 "Quotes": `{productType}/cart/account`, `cart`; the list,
 * the removal and the bulk request have no path in the spec, so the project chose them: see
 * docs/decisions/quotes.md). Every read and write goes through the stores, so the one client-record rule
 * applies: another agency's (or, for a team agent, another team's) account or entry answers 404.
 *
 *   GET    {productType}/verify/{accountId}   may the account be quoted (the spec's reasons)
 *   GET    {productType}/license/{accountId}  does the producer hold an unexpired licence for its state
 *   POST   {productType}/cart/account         add a variation, priced by the server (201)
 *   GET    cart?accountId=…                   an account's cart
 *   DELETE cart/{id}                          remove a variation
 *   POST   cart                               request the chosen variations as quotes
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import { invalid } from '../../src/server/http/apiError';
import { answerList } from '../../src/server/resources/resourceRoutes';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import cartEntrySchema from './cartEntry.schema.json';
import { QUOTE_API, quoteCartResource } from './declaration';
import { checkLicence, verification, verifiedAccount } from './eligibility';
import { SUBMIT_SCHEMA, submitCart } from './submit';
import { answerSchemas } from './answerSchemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tags = [quoteCartResource.name];
const { permissions } = quoteCartResource;
const productParams = {
  type: 'object',
  required: ['productType', 'accountId'],
  properties: { productType: { type: 'string' }, accountId: { type: 'string' } },
} as const;

export function registerQuoteCartRoutes(app: FastifyInstance, { db, store, storeOf }: ResourceContext): void {
  const accounts = storeOf('accounts');
  const catalogue = () => store.environment.rating;

  /** The path's product: one the rater prices (400 naming productType otherwise). */
  const ratedProduct = (productType: string): string => {
    if (!catalogue().ratedProducts().includes(productType)) {
      throw invalid([
        { field: 'productType', detail: `Product must be one of ${catalogue().ratedProducts().join(', ')}` },
      ]);
    }
    return productType;
  };

  /** The account the path names, as the caller may see it (404 otherwise), with its details. */
  const accountOf = async (request: FastifyRequest<{ Params: { productType: string; accountId: string } }>) => {
    ratedProduct(request.params.productType);
    return verifiedAccount(db, await accounts.get(principalOf(request), request.params.accountId));
  };

  app.get<{ Params: { productType: string; accountId: string } }>(
    `${QUOTE_API}/:productType/verify/:accountId`,
    {
      config: { permission: permissions.list, answerSchema: answerSchemas.verify },
      schema: { tags, params: productParams },
    },
    async (request) => {
      const checked = verification(await accountOf(request));
      const { agencyId: _agency, ...account } = checked.account;
      return { eligible: checked.eligible, reasons: checked.reasons, account };
    },
  );

  app.get<{ Params: { productType: string; accountId: string } }>(
    `${QUOTE_API}/:productType/license/:accountId`,
    {
      config: { permission: permissions.list, answerSchema: answerSchemas.license },
      schema: { tags, params: productParams },
    },
    async (request) => checkLicence(db, principalOf(request), await accountOf(request)),
  );

  app.post<{ Params: { productType: string }; Body: Record<string, unknown> }>(
    `${QUOTE_API}/:productType/cart/account`,
    { config: { permission: permissions.create, bodySchema: cartEntrySchema }, schema: { tags } },
    async (request, reply) => {
      const product = ratedProduct(request.params.productType);
      const body = request.body;
      const principal = principalOf(request);
      // An account the caller may not see answers 404, as on every path naming an account.
      if (body && typeof body === 'object' && typeof body.accountId === 'string' && UUID.test(body.accountId))
        await accounts.get(principal, body.accountId);
      const sent = body && typeof body === 'object' && !Array.isArray(body) ? { ...body, product } : body;
      return reply.status(201).send(await store.create(principal, sent));
    },
  );

  app.get<{ Querystring: { accountId?: string; agencyId?: string } }>(
    `${QUOTE_API}/cart`,
    {
      config: { permission: permissions.list },
      schema: {
        tags,
        querystring: { type: 'object', properties: { accountId: { type: 'string' }, agencyId: { type: 'string' } } },
      },
    },
    async (request) => {
      const params = new URLSearchParams({ size: '100' });
      for (const field of ['accountId', 'agencyId'] as const) {
        const value = request.query[field];
        if (value === undefined) continue;
        if (!UUID.test(value))
          throw invalid([
            { field, detail: field === 'accountId' ? 'Please select a Client' : 'Please select a Agency' },
          ]);
        params.set(`f[${field}][in]`, value);
      }
      return answerList(store, request, params);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${QUOTE_API}/cart/:id`,
    {
      config: { permission: permissions.delete, answerSchema: answerSchemas.removed },
      schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } },
    },
    async (request) => {
      await store.remove(principalOf(request), request.params.id);
      return {};
    },
  );

  app.post(
    `${QUOTE_API}/cart`,
    {
      config: {
        permission: permissions.create,
        bodySchema: SUBMIT_SCHEMA as Record<string, unknown>,
        answerSchema: answerSchemas.submit,
        answerStatus: 200,
      },
      schema: { tags },
    },
    async (request) =>
      submitCart(principalOf(request), request.body, { db, cart: store, accounts, quotes: storeOf('quotes') }),
  );
}
