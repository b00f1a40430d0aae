/**
 * The products of the account family (spec 001 §7 "Account family: … products, eligible-products"; spec 002 §1 the
 * product codes and names; the shapes are not shown, decided here):
 *
 *   GET /api/account/v1/products                        the products sold in this deployment's region, each with
 *                                                       whether the rater prices it and its newest rating version
 *   GET /api/account/v1/eligible-products?accountId=…  the products that client account may be quoted for now:
 *                                                       every priced product when it passes the quote request's
 *                                                       checks (the spec's reasons) and the producer's licence,
 *                                                       none otherwise, with the reasons named
 *
 * The account is read through the accounts store (another agency's: 404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import { invalid } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { quoteCartResource } from './declaration';
import { checkLicence, verification, verifiedAccount } from './eligibility';

const ACCOUNT_API = '/api/account/v1';
const tags = [quoteCartResource.name];

const productAnswer = {
  type: 'object',
  required: ['code', 'displayName', 'rated', 'version'],
  properties: {
    code: { type: 'string' },
    displayName: { type: 'string' },
    rated: { type: 'boolean', description: 'The rater prices it here (it has a rating file).' },
    version: { type: 'integer', nullable: true, description: 'Its newest rating version.' },
  },
} as const;

export function registerProductRoutes(app: FastifyInstance, { db, store, storeOf }: ResourceContext): void {
  const { rating, region } = store.environment;

  const products = () => {
    const rated = new Set(rating.ratedProducts());
    return rating
      .products()
      .filter((product) => product.regions.includes(region))
      .map((product) => ({
        code: product.code,
        displayName: product.displayName,
        rated: rated.has(product.code),
        version: rated.has(product.code) ? Math.max(...rating.versions(product.code)) : null,
      }));
  };

  app.get(
    `${ACCOUNT_API}/products`,
    {
      config: { permission: quoteCartResource.permissions.list, answerSchema: { type: 'array', items: productAnswer } },
      schema: { tags },
    },
    async () => products(),
  );

  app.get(
    `${ACCOUNT_API}/eligible-products`,
    {
      config: {
        permission: quoteCartResource.permissions.list,
        answerSchema: {
          type: 'object',
          required: ['accountId', 'eligible', 'reasons', 'products'],
          properties: {
            accountId: { type: 'string' },
            eligible: { type: 'boolean' },
            reasons: { type: 'array', items: { type: 'string' } },
            products: { type: 'array', items: productAnswer },
          },
        },
      },
      schema: { tags, querystring: { type: 'object', properties: { accountId: { type: 'string' } } } },
    },
    async (request: FastifyRequest) => {
      const { accountId } = request.query as { accountId?: string };
      if (!accountId) throw invalid([{ field: 'accountId', detail: 'accountId is a required field' }]);
      const principal = principalOf(request);
      const account = await verifiedAccount(db, await storeOf('accounts').get(principal, accountId));
      const checked = verification(account);
      const licence = await checkLicence(db, principal, account);
      const reasons = [...checked.reasons, ...(licence.licensed ? [] : [licence.message!])];
      return {
        accountId: account.id,
        eligible: reasons.length === 0,
        reasons,
        products: reasons.length === 0 ? products().filter((product) => product.rated) : [],
      };
    },
  );
}
