/**
 * Billing contacts change through the accounts store's act (the account's tenancy: another agency's client is
 * 404; one transaction; a history entry on the account naming the actor and the contact): add, update, remove.
 * They are rows beside the account, so the account's version stays and a form open on the account still saves.
 */
import type { Kysely } from 'kysely';
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { childRows } from '../../../src/server/resources/childRows';
import type { ApiRecord } from '../../../src/shared/api/types';
import type { Database } from '../../../src/server/db/tables';

import { CONTACT_PERMISSION } from './contactPermission';

export { CONTACT_PERMISSION };

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

/** The contacts of the account an action runs on, written inside that action, never another account's. */
const nameOf = (fields: Pick<ContactFields, 'firstName' | 'lastName' | 'email'>) =>
  `${fields.firstName} ${fields.lastName} <${fields.email}>`;

const contactsOfAccount = (trx: Kysely<Database>, account: ApiRecord) =>
  childRows(trx, 'billingContacts', 'accountId', String(account.id), 'Billing contact', {
    missing: CONTACT_MESSAGES.notFound,
    versioned: true,
    stale: CONTACT_MESSAGES.changed,
  });

export const addContact = (fields: ContactFields, onAdded: (id: string) => void): ResourceAction => ({
  name: 'add-billing-contact',
  permission: CONTACT_PERMISSION,
  keepsVersion: true,
  async effect({ trx, record, describe }) {
    onAdded(await contactsOfAccount(trx, record).add(fields));
    describe([{ field: 'billingContacts', before: null, after: nameOf(fields) }]);
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
  keepsVersion: true,
  async effect({ trx, record, describe }) {
    const before = await contactById(trx, id);
    await contactsOfAccount(trx, record).change(id, { ...fields, modified: new Date() }, expectedVersion);
    describe([
      { field: 'billingContacts', before: before ? nameOf(before as ContactFields) : null, after: nameOf(fields) },
    ]);
    return {};
  },
});

export const removeContact = (id: string): ResourceAction => ({
  name: 'remove-billing-contact',
  permission: CONTACT_PERMISSION,
  keepsVersion: true,
  async effect({ trx, record, describe }) {
    const before = await contactById(trx, id);
    await contactsOfAccount(trx, record).drop(id);
    describe([{ field: 'billingContacts', before: before ? nameOf(before as ContactFields) : null, after: null }]);
    return {};
  },
});
