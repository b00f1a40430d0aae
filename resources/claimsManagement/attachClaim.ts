import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { ApiError, invalid } from '../../src/server/http/apiError';
import { claimsManagementResource } from './declaration';

/**
 * `POST claimsFile/attach-claim` `{claimFileId, claimId, version?}`: links the first-notice claim (resources/claims)
 * the file handles. The claim must be one the caller sees (else 400 on claimId) and of the file's own account;
 * a claim is handled by one file only. The file takes the claim's number when it has none (the badge then stops
 * counting it). An action of the file, so its version, history and tenancy are the engine's.
 */
export const attachClaimAction: ResourceAction = {
  name: 'attach-claim',
  permission: claimsManagementResource.permissions.update,
  body: {
    type: 'object',
    properties: { version: { type: 'integer' }, claimId: { type: 'string', title: 'Claim', format: 'uuid' } },
    required: ['claimId'],
    additionalProperties: false,
  },
  effect: async ({ trx, principal, record, body, storeOf }) => {
    const claimId = String(body.claimId);
    const claim = await storeOf('claims')
      .get(principal, claimId, trx)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404)
          throw invalid([{ field: 'claimId', detail: 'Please select a claim' }]);
        throw error;
      });
    if (claim.accountId !== record.accountId)
      throw invalid([{ field: 'claimId', detail: "The claim is not one of the file's account's claims" }]);
    const other = await trx
      .selectFrom('claimFiles')
      .select('id')
      .where('claimId', '=', claimId)
      .where('id', '!=', String(record.id))
      .executeTakeFirst();
    if (other) throw invalid([{ field: 'claimId', detail: 'The claim is already attached to another claim file' }]);
    return { claimId, claimNumber: record.claimNumber ?? claim.claimNumber ?? null };
  },
};
