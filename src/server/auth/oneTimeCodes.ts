import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { hashSecret } from './authLinks';

/** Spec 000 §9: six digits, valid for 5 minutes. */
export const CODE_LIFETIME_SECONDS = 5 * 60;

/** A workflow's codes carry its id, so a code sent for one workflow link never opens another. */
export type CodePurpose = 'LOGIN' | 'ENROL' | `WORKFLOW:${string}`;

/** Six-digit codes sent by e-mail or text; each works once and only the newest of a purpose counts. */
export class OneTimeCodes {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(userId: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('oneTimeCodes')
        .set({ usedAt: new Date() })
        .where('userId', '=', userId)
        .where('purpose', '=', purpose)
        .where('usedAt', 'is', null)
        .execute();
      await trx
        .insertInto('oneTimeCodes')
        .values({
          userId,
          purpose,
          codeHash: hashSecret(`${userId}:${code}`),
          expiresAt: new Date(Date.now() + CODE_LIFETIME_SECONDS * 1000),
        })
        .execute();
    });
    return code;
  }

  /** Spends the code when it matches the newest live one. */
  async consume(userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const result = await this.db
      .updateTable('oneTimeCodes')
      .set({ usedAt: new Date() })
      .where('userId', '=', userId)
      .where('purpose', '=', purpose)
      .where('codeHash', '=', hashSecret(`${userId}:${code.trim()}`))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
