import { sql, type Kysely } from 'kysely';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { claimsResource } from './declaration';
import type { Database } from '../../src/server/db/tables';

/** A claim's number, given when it is first filed (the spec gives no format: `CLM-` and a sequence from 100001). */
export async function nextClaimNumber(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ next: string }>`select nextval('claim_numbers')::text as next`.execute(db);
  return `CLM-${rows[0].next}`;
}

/**
 * A claim's lifecycle: a first notice saved without filing is UN_FILED; filing is one way (spec 001 §4 "File
 * Claim"). The claim form files through its save (`PUT` with `isFiled`, the spec's path); `file` is the same
 * step for an API client that only files.
 */
export const claimActions: readonly ResourceAction[] = [
  {
    name: 'file',
    permission: claimsResource.permissions.update,
    from: ['UN_FILED'],
    to: 'FILED',
    body: { type: 'object', properties: { version: { type: 'integer' } }, additionalProperties: false },
    effect: async ({ trx, record }) => ({
      isFiled: true,
      claimNumber: record.claimNumber ?? (await nextClaimNumber(trx)),
    }),
  },
];
