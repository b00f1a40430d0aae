/**
 * Billing contacts change through the accounts store's act (the account's tenancy: another agency's client is
 * 404; one transaction; a history entry on the account naming the actor): add, update, remove.
 */
import type { Kysely } from 'kysely';
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError } from '../../../src/server/http/apiError';
import type { ApiRecord } from '../../../src/shared/api/types';
import type { Database } from '../../../src/server/db/tables';

export const CONTACT_PERMISSION = 'account:update';

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const CONTACT_MESSAGES = {
  // This project's: the spec lists contact CRUD without texts.
  added: 'Billing contact added.',
  updated: 'Billing contact updated.',
  removed: 'Billing contact removed.',
  notFound: 'Billing contact not found.',
  changed: 'This billing contact was changed by someone else since you opened it. Reload it and try again.',
} as const;

const present = (row: ApiRecord) => ({
  id: row.id,
  accountId: row.accountId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  version: Number(row.version),
});

export async function contactsOf(db: Kysely<Database>, accountId: string) {
  const rows = await db
    .selectFrom('billingContacts')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('created', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(present);
}

export async function contactById(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('billingContacts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? present(row) : undefined;
}

export const addContact = (fields: ContactFields, onAdded: (id: string) => void): ResourceAction => ({
  name: 'add-billing-contact',
  permission: CONTACT_PERMISSION,
  async effect({ trx, record }) {
    const row = await trx
      .insertInto('billingContacts')
      .values({ accountId: String(record.id), ...fields })
      .returning('id')
      .executeTakeFirstOrThrow();
    onAdded(String(row.id));
    return {};
  },
});

export const updateContact = (
  id: string,
  expectedVersion: number | undefined,
  fields: ContactFields,
): ResourceAction => ({
  name: 'update-billing-contact',
  permission: CONTACT_PERMISSION,
  async effect({ trx, record }) {
    const row = await trx
      .selectFrom('billingContacts')
      .select(['version'])
      .where('id', '=', id)
      .where('accountId', '=', String(record.id))
      .executeTakeFirst();
    if (!row) throw new ApiError(404, CONTACT_MESSAGES.notFound);
    if (expectedVersion !== undefined && Number(row.version) !== expectedVersion)
      throw new ApiError(409, CONTACT_MESSAGES.changed);
    await trx
      .updateTable('billingContacts')
      .set((eb: any) => ({ ...fields, modified: new Date(), version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    return {};
  },
});

export const removeContact = (id: string): ResourceAction => ({
  name: 'remove-billing-contact',
  permission: CONTACT_PERMISSION,
  async effect({ trx, record }) {
    const gone = await trx
      .deleteFrom('billingContacts')
      .where('id', '=', id)
      .where('accountId', '=', String(record.id))
      .executeTakeFirst();
    if (!Number(gone.numDeletedRows)) throw new ApiError(404, CONTACT_MESSAGES.notFound);
    return {};
  },
});
