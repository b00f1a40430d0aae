/**
 * Routes of the accounts' own actions, each a declared action run by `store.act` (permission here,
 * then tenancy 404, body 400, version 409, effect and the account's history entry): set / remove my agent, the
 * on-demand scan, the no-primary-domain attestation; and `GET …/{id}/agents`, the account's agent and the
 * agencies interested in it. They are served here rather than by the published lifecycle (no status change).
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { actionPath } from '../../../src/server/actions/actionRoutes';
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { accountsResource } from '../declaration';
import { interestedAgencies, REMOVE_MY_AGENT, SET_MY_AGENT } from './myAgent';
import { ATTEST_NO_PRIMARY_DOMAIN, scanAction } from './scanAndAttest';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const tags = [accountsResource.name];

export const OWN_ACTIONS: readonly ResourceAction[] = [
  SET_MY_AGENT,
  REMOVE_MY_AGENT,
  scanAction(),
  ATTEST_NO_PRIMARY_DOMAIN,
];

export function registerOwnActionRoutes(app: FastifyInstance, { store, db }: ResourceContext): void {
  for (const action of OWN_ACTIONS) {
    app.put<{ Params: { id: string } }>(
      actionPath(accountsResource.apiBase, action),
      { config: { permission: action.permission, bodySchema: action.body }, schema: { tags, params } },
      async (request) => store.act(principalOf(request), request.params.id, action, request.body),
    );
  }
  app.get<{ Params: { id: string } }>(
    `${accountsResource.apiBase}/:id/agents`,
    { config: { permission: accountsResource.permissions.get }, schema: { tags, params } },
    async (request) => {
      const account = await store.get(principalOf(request), request.params.id);
      const interested = await interestedAgencies(db, account);
      const myAgent = interested.find((agency) => agency.id === account.myAgencyId) ?? null;
      return {
        myAgent,
        interestedAgencies: interested.filter((agency) => agency.id !== account.myAgencyId),
        version: account.version,
      };
    },
  );
}
