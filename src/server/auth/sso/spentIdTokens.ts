import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { hashSecret } from '../authLinks';
import type { VerifiedIdToken } from './idTokens';

const PURPOSE = 'SSO_ID_TOKEN';

/**
 * An id token signs in once. Its `jti` (or, without one, the token itself) is kept hashed in auth_links as a
 * spent link until the token expires; the unique hash makes a second use lose even when both race.
 */
export async function spendIdToken(
  db: Kysely<Database>,
  idToken: string,
  verified: VerifiedIdToken,
  userId: string,
): Promise<boolean> {
  const { jti, iss, exp } = verified.payload;
  const key = typeof jti === 'string' && jti !== '' ? `sso-jti:${iss}:${jti}` : `sso-token:${idToken}`;
  const now = new Date();
  const row = await db
    .insertInto('authLinks')
    .values({
      purpose: PURPOSE,
      tokenHash: hashSecret(key),
      userId,
      email: verified.email,
      expiresAt: new Date((exp ?? 0) * 1000),
      usedAt: now,
    })
    .onConflict((oc) => oc.column('tokenHash').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
