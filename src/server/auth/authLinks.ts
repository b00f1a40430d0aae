import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export type LinkPurpose = 'PASSWORD_RESET' | 'INVITATION' | 'EMAIL_VALIDATION' | 'MFA_RESET' | 'JUMP';

/** How long each kind of link stays valid (decided here; the spec gives no lifetime). */
export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  PASSWORD_RESET: 60 * 60,
  INVITATION: 7 * 24 * 3600,
  EMAIL_VALIDATION: 7 * 24 * 3600,
  MFA_RESET: 60 * 60,
  // Spent by the new tab a moment after it opens.
  JUMP: 2 * 60,
};

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export interface AuthLink {
  id: string;
  purpose: LinkPurpose;
  userId: string | null;
  email: string;
  data: Record<string, unknown>;
}

/** One-time links: the token travels only in the e-mail, the database keeps its hash. */
export class AuthLinks {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    purpose: LinkPurpose,
    email: string,
    userId: string | null,
    data: Record<string, unknown> = {},
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('authLinks')
      .values({
        purpose,
        tokenHash: hashSecret(token),
        userId,
        email,
        data: JSON.stringify(data),
        expiresAt: new Date(Date.now() + LINK_LIFETIME_SECONDS[purpose] * 1000),
      })
      .execute();
    return token;
  }

  /** The live link behind a token, or undefined when it is unknown, used or expired. */
  async find(purpose: LinkPurpose | readonly LinkPurpose[], token: string): Promise<AuthLink | undefined> {
    const purposes = Array.isArray(purpose) ? purpose : [purpose];
    const row = await this.db
      .selectFrom('authLinks')
      .select(['id', 'purpose', 'userId', 'email', 'data', 'expiresAt', 'usedAt'])
      .where('tokenHash', '=', hashSecret(token))
      .where('purpose', 'in', purposes as LinkPurpose[])
      .executeTakeFirst();
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    return {
      id: row.id,
      purpose: row.purpose as LinkPurpose,
      userId: row.userId,
      email: row.email,
      data: row.data ?? {},
    };
  }

  /** Spends a link; false when another request spent it first. */
  async spend(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('authLinks')
      .set({ usedAt: new Date() })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
