/** A client account's saved payment methods (savedMethodsMigration.ts): listed without their tokens. */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';
import { childRows } from '../../src/server/resources/childRows';
import type { ResourceAction } from '../../src/server/actions/resourceAction';

type Db = Kysely<Database>;

export interface SavedMethod {
  id: string;
  title: string;
  type: string;
  last4Digits: string;
}

export async function savedMethodsOf(db: Db, accountId: string, processorName: string): Promise<SavedMethod[]> {
  const rows = await db
    .selectFrom('savedPaymentMethods')
    .select(['id', 'title', 'type', 'lastFour'])
    .where('accountId', '=', accountId)
    .where('processorName', '=', processorName)
    .orderBy('created', 'desc')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    type: String(row.type),
    last4Digits: String(row.lastFour),
  }));
}

/** The token of a saved method of this account (undefined for another account's or an unknown id). */
export async function savedToken(
  db: Db,
  accountId: string,
  id: string,
  processorName: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('savedPaymentMethods')
    .select('tokenId')
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('processorName', '=', processorName)
    .executeTakeFirst();
  return row ? String(row.tokenId) : undefined;
}

/** A method to keep for the paying account (its owner, named once by the policy's account). */
export interface MethodToSave {
  userId: string;
  processorName: string;
  tokenId: string;
  type: 'Credit Card' | 'Bank Account';
  lastFour: string;
  cardType?: string | null;
  bankName?: string | null;
  title?: string;
}

/**
 * Keeps a method among the policy's account's saved ones, inside the payment action that charged it (the policy's
 * write: tenancy, version and history checked and recorded there), through the account's child rows.
 */
export async function saveMethod(trx: Db, accountId: string, method: MethodToSave): Promise<void> {
  const title =
    method.title?.trim() || `${method.cardType ?? method.bankName ?? method.type} ending ${method.lastFour}`;
  await childRows(trx, 'savedPaymentMethods', 'accountId', accountId).add({ ...method, title });
}

export const SAVED_METHOD_MISSING = 'Saved payment method not found.';
export const SAVED_METHOD_DELETED = 'Payment method deleted.';

/** Where a saved method is kept (its account) and the token to forget at the processor; undefined when unknown. */
export async function savedMethodOwner(
  db: Db,
  id: string,
): Promise<{ accountId: string; tokenId: string; processorName: string } | undefined> {
  const row = await db
    .selectFrom('savedPaymentMethods')
    .select(['accountId', 'tokenId', 'processorName'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { accountId: String(row.accountId), tokenId: String(row.tokenId), processorName: row.processorName };
}

/**
 * Deletes one of the account's saved methods, as an action of the account through the accounts store (tenancy
 * 404, the account's history entry naming the method and who deleted it); the account's version stays, so a
 * form open on the account still saves.
 */
export const deleteSavedMethod = (id: string, permission: string): ResourceAction => ({
  name: 'delete-payment-method',
  permission,
  keepsVersion: true,
  async effect({ trx, record, describe }) {
    const methods = childRows(trx, 'savedPaymentMethods', 'accountId', String(record.id), 'Saved payment method', {
      missing: SAVED_METHOD_MISSING,
    });
    const row = await trx
      .selectFrom('savedPaymentMethods')
      .select('title')
      .where('id', '=', id)
      .where('accountId', '=', String(record.id))
      .executeTakeFirst();
    await methods.drop(id);
    describe([{ field: 'savedPaymentMethod', before: row?.title ?? null, after: null }]);
    return {};
  },
});
