import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * The token-signing secret: JWT_SECRET when configured, else one generated on first start and kept in the
 * database, so every instance behind a load balancer signs and verifies with the same key.
 */
export async function resolveJwtSecret(db: Kysely<Database>, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('serverSettings')
    .values({ key: 'jwtSecret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('serverSettings')
    .select('value')
    .where('key', '=', 'jwtSecret')
    .executeTakeFirstOrThrow();
  return row.value;
}
