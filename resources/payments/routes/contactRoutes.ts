/**
 * Billing contacts of a client account (spec 002 §7 Billing "contact CRUD"), each read and changed through the
 * accounts store (another agency's client, or another policyholder's account, is 404):
 *
 *   GET    /api/billing/v1/contact?accountId=   the account's billing contacts
 *   POST   /api/billing/v1/contact              { accountId, firstName, lastName, email, phone } → 201
 *   PUT    /api/billing/v1/contact/{id}         { firstName, lastName, email, phone, version? }
 *   DELETE /api/billing/v1/contact/{id}
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { NO_BODY } from '../../../src/server/http/apiReference';
import { invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { contactBody, newContactBody } from '../contacts/contactBodies';
import {
  addContact,
  contactById,
  CONTACT_MESSAGES as C,
  CONTACT_PERMISSION,
  contactsOf,
  removeContact,
  updateContact,
  type ContactFields,
} from '../contacts/contactActions';
import { BILLING, bodyOf, isUuid, paramsOf, queryOf, tags } from './common';
import type { ApiRecord } from '../../../src/shared/api/types';
import type { Database } from '../../../src/server/db/tables';

const fieldsOf = (body: ApiRecord): ContactFields => ({
  firstName: String(body.firstName).trim(),
  lastName: String(body.lastName).trim(),
  email: String(body.email).trim(),
  phone: String(body.phone).trim(),
});

export function registerContactRoutes(app: FastifyInstance, context: ResourceContext): void {
  const db = context.db as unknown as Kysely<Database>;
  const accounts = () => context.storeOf('accounts');
  /** The account as the caller may see it: another agency's, or a bad id, is 404. */
  const account = async (principal: ReturnType<typeof principalOf>, accountId: unknown) => {
    if (!isUuid(accountId)) throw notFound('Account');
    return accounts().get(principal, accountId);
  };
  /** A contact of an account the caller may see; else 404. */
  const contactFor = async (principal: ReturnType<typeof principalOf>, id: unknown) => {
    const contact = isUuid(id) ? await contactById(db, id) : undefined;
    if (!contact) throw notFound('Billing contact');
    await account(principal, contact.accountId);
    return contact;
  };

  app.get(`${BILLING}/contact`, { config: { permission: 'account:read' }, schema: tags }, async (request) => {
    const accountId = queryOf(request).accountId;
    if (accountId === undefined || accountId === '')
      throw invalid([{ field: 'accountId', detail: 'Account is a required field' }]);
    const found = await account(principalOf(request), accountId);
    const content = await contactsOf(db, String(found.id));
    return { content, totalElements: content.length };
  });

  app.post(
    `${BILLING}/contact`,
    { config: { permission: CONTACT_PERMISSION, bodySchema: newContactBody }, schema: tags },
    async (request, reply) => {
      const body = bodyOf(newContactBody, request.body);
      const principal = principalOf(request);
      const found = await account(principal, body.accountId);
      let id = '';
      await accounts().act(
        principal,
        String(found.id),
        addContact(fieldsOf(body), (added) => (id = added)),
        {},
      );
      reply.code(201);
      return { message: C.added, contact: await contactById(db, id) };
    },
  );

  app.put(
    `${BILLING}/contact/:id`,
    { config: { permission: CONTACT_PERMISSION, bodySchema: contactBody }, schema: tags },
    async (request) => {
      const body = bodyOf(contactBody, request.body);
      const principal = principalOf(request);
      const contact = await contactFor(principal, paramsOf(request).id);
      await accounts().act(
        principal,
        String(contact.accountId),
        updateContact(
          String(contact.id),
          body.version === undefined ? undefined : Number(body.version),
          fieldsOf(body),
        ),
        {},
      );
      return { message: C.updated, contact: await contactById(db, String(contact.id)) };
    },
  );

  app.delete(
    `${BILLING}/contact/:id`,
    { config: { permission: CONTACT_PERMISSION, bodySchema: NO_BODY }, schema: tags },
    async (request) => {
      const principal = principalOf(request);
      const contact = await contactFor(principal, paramsOf(request).id);
      await accounts().act(principal, String(contact.accountId), removeContact(String(contact.id)), {});
      return { message: C.removed, id: contact.id };
    },
  );
}
