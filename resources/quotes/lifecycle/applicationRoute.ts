/**
 * What the policyholder signs (spec 002 §1 `/customer/quotes/{id}/sign/{product}`): `GET /api/quote/v1/{id}/application`
 * answers the application's summary — company, quote number, product, the policy limits and the coverage lines
 * as rated (named from the rating catalogue, in its order), premium, fees and total — with the sign request and
 * the signature if there is one. Read through the quotes store with the caller's principal (client-record rule:
 * another account's quote is 404); the policyholder holds `quote:read` on its own account's quotes. Nothing priced.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { coverageCatalogue, storedRating } from '../../../src/server/documents/storedRating';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { quotesResource } from '../declaration';
import type { ApiRecord } from '../../../src/shared/api/types';

export function registerApplicationRoute(app: FastifyInstance, { store }: ResourceContext): void {
  const options = { config: { permission: quotesResource.permissions.get }, schema: { tags: [quotesResource.name] } };
  app.get<{ Params: { id: string } }>('/api/quote/v1/:id/application', options, async (request) => {
    const quote = await store.get(principalOf(request), request.params.id);
    const rating = storedRating(quote);
    const names = coverageCatalogue(store.environment.rating, rating?.ratingVersion);
    const coverages = Object.entries(rating?.calculator?.coverages ?? {})
      .filter(([, line]) => line.selected)
      .map(([id, line]) => ({
        id,
        name: names.get(id)?.name ?? `Coverage ${id}`,
        order: names.get(id)?.order ?? Number.MAX_SAFE_INTEGER,
        limit: line.limit ?? null,
        deductible: line.deductible ?? null,
      }))
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...line }) => line);
    const details = (quote.details ?? {}) as ApiRecord;
    const pick = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, quote[key] ?? null]));
    return {
      ...pick(
        'id',
        'version',
        'quoteNumber',
        'companyName',
        'product',
        'status',
        'effectiveDate',
        'endDate',
        'aggLimit',
        'limit',
        'premium',
        'brokerFee',
        'additionalBrokerFee',
        'mgaFee',
        'totalPremium',
        'customerFirstName',
        'customerLastName',
        'customerEmail',
      ),
      deductible: rating?.calculator?.deductible ?? null,
      coverages,
      signRequest: details.signRequest ?? null,
      applicationSignature: details.applicationSignature ?? null,
    };
  });
}
