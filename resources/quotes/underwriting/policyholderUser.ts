/**
 * The user a quote's workflow link signs in (the workflow code page gives the flow user's tokens): the
 * policyholder's own login in the quote's client account. An enabled user of that account with the contact's
 * e-mail is reused; an address no one uses gets a new user there, role CUSTOMER/Policy Holder (reads its own
 * account's quotes), without a password: it signs in through the link's security code. An address that belongs
 * to a user of another organisation is refused, so a link never hands anyone else's login to the code page.
 */
import type { Kysely } from 'kysely';
import { invalid } from '../../../src/server/http/apiError';
import { CONTACT_MESSAGES } from './messages';
import type { Database } from '../../../src/server/db/tables';

export const POLICYHOLDER_ROLE = { accountType: 'CUSTOMER', name: 'Policy Holder' } as const;

export interface Contact {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone?: string;
}

export async function policyholderUser(trx: Kysely<Database>, accountId: string, contact: Contact): Promise<string> {
  const email = contact.customerEmail.trim().toLowerCase();
  const existing = await trx
    .selectFrom('users')
    .select(['id', 'accountId', 'enabled'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (existing) {
    if (existing.accountId !== accountId || !existing.enabled)
      throw invalid([{ field: 'customerEmail', detail: CONTACT_MESSAGES.emailOfAnotherOrganisation }]);
    return existing.id as string;
  }
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('accountType', '=', POLICYHOLDER_ROLE.accountType)
    .where('name', '=', POLICYHOLDER_ROLE.name)
    .executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('users')
    .values({
      accountId,
      email,
      firstName: contact.customerFirstName,
      lastName: contact.customerLastName,
      phone: contact.customerPhone ?? null,
      roleId: role.id,
      modified: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id as string;
}
