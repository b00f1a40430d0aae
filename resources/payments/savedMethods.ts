/** A client account's saved payment methods (savedMethodsMigration.ts): listed without their tokens. */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';
import { childRows } from '../../src/server/resources/childRows';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { ApiError } from '../../src/server/http/apiError';

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
export async function saveMethod(trx: Db, accountId: string, method: MethodToSave): Promise<string> {
  const title =
    method.title?.trim() || `${method.cardType ?? method.bankName ?? method.type} ending ${method.lastFour}`;
  return childRows(trx, 'savedPaymentMethods', 'accountId', accountId).add({ ...method, title });
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

export const SAVED_METHOD_SAVED = 'Payment method saved.';
export const SAVED_METHOD_TWICE = 'This payment method is already saved.';

/**
 * Saves a method for the account without a payment (POST /save), as an action of the account through the accounts
 * store (tenancy 404, history naming the method); the same token saved twice for the account is refused (409).
 */
export const saveMethodOfAccount = (
  method: MethodToSave,
  permission: string,
  onSaved: (id: string) => void,
): ResourceAction => ({
  name: 'save-payment-method',
  permission,
  keepsVersion: true,
  async effect({ trx, record, describe }) {
    const accountId = String(record.id);
    const twice = await trx
      .selectFrom('savedPaymentMethods')
      .select('id')
      .where('accountId', '=', accountId)
      .where('processorName', '=', method.processorName)
      .where('tokenId', '=', method.tokenId)
      .executeTakeFirst();
    if (twice) throw new ApiError(409, SAVED_METHOD_TWICE);
    const id = await saveMethod(trx, accountId, method);
    const row = await trx.selectFrom('savedPaymentMethods').select('title').where('id', '=', id).executeTakeFirst();
    describe([{ field: 'savedPaymentMethod', before: null, after: row?.title ?? null }]);
    onSaved(id);
    return {};
  },
});
