import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { CLAIM_FILING_PATH, claimsResource } from './declaration';

/** The claim filing path of spec 001 §7 (`POST /api/policy/v1/claim`): a create through the claims store. */
export function registerClaimRoutes(app: FastifyInstance, { store }: ResourceContext): void {
  app.post(
    CLAIM_FILING_PATH,
    { config: { permission: claimsResource.permissions.create }, schema: { tags: ['claims'] } },
    async (request, reply) => reply.status(201).send(await store.create(principalOf(request), request.body)),
  );
}
