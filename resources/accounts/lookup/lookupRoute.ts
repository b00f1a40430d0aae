/**
 * `GET /api/account/v1/account/lookup?name=&state=&city=&zipCode=&size=` (spec 001 §7: "lookup search … path not
 * shown", decided): the companies the new-account form's Search finds, `{content, totalElements}`, 10 rows
 * unless `size` (1–25) says otherwise (spec 001 §9). For whoever may create accounts. Each row says whether a
 * client account with its cbid already exists that the caller can see (`accountId`), so the page can open it.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { accountsResource } from '../declaration';
import { localDirectory } from './lookupSource';

export const LOOKUP_PATH = `${accountsResource.apiBase}/lookup`;
export const LOOKUP_SIZE = 10;
export const NAME_REQUIRED = 'Please enter an account name to search for.';

const query = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    state: { type: 'string' },
    city: { type: 'string' },
    zipCode: { type: 'string' },
    size: { type: 'string' },
  },
} as const;

export function registerLookupRoute(app: FastifyInstance, { db, store }: ResourceContext): void {
  const lookup = localDirectory(db);
  app.get<{ Querystring: Record<string, string | undefined> }>(
    LOOKUP_PATH,
    {
      config: { permission: accountsResource.permissions.create },
      schema: { tags: [accountsResource.name], querystring: query },
    },
    async (request) => {
      const { name = '', state, city, zipCode, size = String(LOOKUP_SIZE) } = request.query;
      if (!name.trim()) throw invalid([{ field: 'name', detail: NAME_REQUIRED }]);
      const rows = Number(size);
      if (!Number.isInteger(rows) || rows < 1 || rows > 25)
        throw invalid([{ field: 'size', detail: 'Size must be a whole number from 1 to 25.' }]);
      const companies = await lookup.search({
        name,
        state: state || undefined,
        city: city || undefined,
        zipCode: zipCode || undefined,
        country: store.environment.region,
        size: rows,
      });
      const known = companies.length
        ? await store
            .visibleRows(principalOf(request))
            .where(
              'accounts.cbid',
              'in',
              companies.map((company) => company.cbid),
            )
            .execute()
        : [];
      const content = companies.map((company) => ({
        ...company,
        accountId: known.find((account) => account.cbid === company.cbid)?.id ?? null,
      }));
      return { content, totalElements: content.length };
    },
  );
}
