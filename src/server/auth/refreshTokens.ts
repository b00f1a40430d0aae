import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ActingAs, Database } from '../db/tables';
import { unauthorized } from '../http/apiError';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Refresh tokens are opaque, stored only as hashes, and rotated on every use. Presenting a token that was
 * already used revokes its whole family: a stolen copy stops working for the thief and the owner alike.
 */
export class RefreshTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlSeconds: number,
  ) {}

  async issue(
    userId: string,
    rememberDevice: boolean,
    familyId: string = randomUUID(),
    actingAs?: ActingAs,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('refreshTokens')
      .values({
        userId,
        familyId,
        tokenHash: hashToken(token),
        rememberDevice,
        expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
        actingAs: actingAs ? JSON.stringify(actingAs) : null,
      })
      .execute();
    return token;
  }

  /** Consumes a refresh token and answers its user and a fresh token of the same family. */
  async rotate(token: string): Promise<{ userId: string; refreshToken: string; actingAs?: ActingAs }> {
    // The transaction answers a failure instead of throwing it, so the revocation of a reused family commits.
    const outcome = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('refreshTokens')
        .selectAll()
        .where('tokenHash', '=', hashToken(token))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { failure: 'The refresh token is not valid.' } as const;
      if (row.usedAt || row.revokedAt) {
        await trx
          .updateTable('refreshTokens')
          .set({ revokedAt: new Date() })
          .where('familyId', '=', row.familyId)
          .execute();
        return { failure: 'The refresh token is not valid.' } as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) return { failure: 'The refresh token has expired.' } as const;
      await trx.updateTable('refreshTokens').set({ usedAt: new Date() }).where('id', '=', row.id).execute();
      const next = randomBytes(32).toString('base64url');
      await trx
        .insertInto('refreshTokens')
        .values({
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: hashToken(next),
          rememberDevice: row.rememberDevice,
          expiresAt: row.expiresAt,
          actingAs: row.actingAs ? JSON.stringify(row.actingAs) : null,
        })
        .execute();
      return { userId: row.userId, refreshToken: next, actingAs: row.actingAs ?? undefined };
    });
    if ('failure' in outcome) throw unauthorized(outcome.failure);
    return outcome;
  }

  /** Ends the session a refresh token belongs to; an unknown token changes nothing. */
  async revokeFamilyOf(token: string): Promise<void> {
    const row = await this.db
      .selectFrom('refreshTokens')
      .select('familyId')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    if (row)
      await this.db
        .updateTable('refreshTokens')
        .set({ revokedAt: new Date() })
        .where('familyId', '=', row.familyId)
        .where('revokedAt', 'is', null)
        .execute();
  }

  /** Ends every session of a user (a disabled user, say). */
  async revokeUser(userId: string): Promise<void> {
    await this.db
      .updateTable('refreshTokens')
      .set({ revokedAt: new Date() })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();
  }
}
