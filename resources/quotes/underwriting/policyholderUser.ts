/**
 * The user a quote's workflow link signs in (the workflow code page gives the flow user's tokens): the
 * policyholder's own login in the quote's client account. An enabled user of that account with the contact's
 * e-mail is reused; an address no one uses gets a new user there, role CUSTOMER/Policy Holder (reads its own
 * account's quotes), without a password: it signs in through the link's security code. An address that belongs
 * to a user of another organisation is refused, so a link never hands anyone else's login to the code page.
 */
import type { UserRecord } from '../../../src/shared/generated/records';
import type { Kysely } from 'kysely';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';
import { accountUser } from '../../users/server';
import { CONTACT_MESSAGES } from './messages';
import type { Database } from '../../../src/server/db/tables';

export const POLICYHOLDER_ROLE = { accountType: 'CUSTOMER', name: 'Policy Holder' } as const;

export interface Contact {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone?: string;
}

/** The policyholder's login in the quote's client account, found or made through the users store. */
export const policyholderUser = (
  users: ResourceStore<UserRecord>,
  trx: Kysely<Database>,
  accountId: string,
  contact: Contact,
): Promise<string> =>
  accountUser(
    users,
    trx,
    {
      accountId,
      email: contact.customerEmail,
      firstName: contact.customerFirstName,
      lastName: contact.customerLastName,
      phone: contact.customerPhone,
      role: POLICYHOLDER_ROLE,
    },
    { field: 'customerEmail', detail: CONTACT_MESSAGES.emailOfAnotherOrganisation },
  );
