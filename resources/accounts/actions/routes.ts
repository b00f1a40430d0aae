/**
 * The two account actions with a route of their own (each still runs through `store.act`: permission here, then
 * tenancy, body, version, effect and history): the contact, whose phone rule is the server's region's, and assign
 * agency, which after committing e-mails the agent a link to the account when the body says `link: true`.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { actionPath } from '../../../src/server/actions/actionRoutes';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { accountsResource } from '../declaration';
import { ASSIGN_AGENCY, contactAction } from './actions';
import { assignmentMessage } from './assignmentMessage';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const tags = [accountsResource.name];

export function registerAccountActionRoutes(app: FastifyInstance, { store, mail }: ResourceContext): void {
  const contact = contactAction(store.environment.region);
  app.put<{ Params: { id: string } }>(
    actionPath(accountsResource.apiBase, contact),
    { config: { permission: contact.permission, bodySchema: contact.body }, schema: { tags, params } },
    async (request) => store.act(principalOf(request), request.params.id, contact, request.body),
  );
  app.put<{ Params: { id: string }; Body: { link?: unknown } }>(
    actionPath(accountsResource.apiBase, ASSIGN_AGENCY),
    { config: { permission: ASSIGN_AGENCY.permission, bodySchema: ASSIGN_AGENCY.body }, schema: { tags, params } },
    async (request) => {
      const account = await store.act(principalOf(request), request.params.id, ASSIGN_AGENCY, request.body);
      if (request.body?.link === true && typeof account.agentEmail === 'string')
        await mail.outbox.send(assignmentMessage(account, mail.publicUrl));
      return account;
    },
  );
}
