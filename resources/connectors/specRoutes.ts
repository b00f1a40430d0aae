/**
 * Spec 001 §7 "Connectors (/api/connector/v1)". Every path reaches connections through the connectors' store
 * (the one client-record rule: another agency's client's connection, or account, is 404):
 *
 *   GET    connectors/all                                   the catalogue (catalogue.ts)
 *   GET    connections?connectorType&accountId              the caller's connections (the store's list)
 *   POST   connections?connectorType                        adds one (the store's create; body: accountId, connector
 *                                                           type, provider, credentials, cbid, metadata, agreement)
 *   GET    connections/{connectorId}/status                 {id, connectorId, connectorType, connectorStatus}
 *   DELETE connections/{id}                                 the store's delete → {message}
 *   GET    {connectorType}/getLatestScore|getActionList|getShortlistActions/{connectorId}, getScoresHistory/{connectorId}?days
 *   POST   wizer/add {cbid}                                 the Wizer training connection of the account with that cbid
 *   GET    account/{accountId}                              that client account's connections
 *   GET    aws/regions                                      the regions an AWS connection may name
 *   POST   leen/organization, leen/invite-token {accountId} the managed-detection partner's organisation / invite
 *   GET    connectors/{connectorType}/oauth/metadata        client id, response type, redirect uri, scopes
 *   POST   consent {accountId, agreement}, GET consent/{accountId}   (paths not shown in the spec: decided)
 *   GET    oauth/callback?code&state                        public: the provider sends the browser back here
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { Principal } from '../../src/server/auth/principal';
import { recordHistoryEvent } from '../../src/server/history/recordHistory';
import { ApiError, invalid, notFound } from '../../src/server/http/apiError';
import { answerList } from '../../src/server/resources/resourceRoutes';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { queryOf, uuidParam, withFilters, type SpecPathRoutes } from '../../src/server/resources/specPaths';
import { accountBody, cbidBody, connectionSchema, consentBody } from './apiSchemas';
import { AWS_REGIONS, CATALOGUE, catalogueEntry } from './catalogue';
import { consentOf, recordConsent } from './consent';
import { CONNECTOR_API } from './declaration';
import * as text from './messages';
import { hashState, OAUTH_CALLBACK, OAUTH_PROVIDERS, oauthMetadata, redirectUriOf } from './oauth';
import { connectorRuntime } from './runtime';
import { seal } from './secretBox';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

const bodyOf = (request: FastifyRequest): ApiRecord =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? { ...(request.body as ApiRecord) }
    : {};

function typeParam(value: unknown): string {
  const entry = catalogueEntry(value);
  if (!entry) throw invalid([{ field: 'connectorType', detail: text.CONNECTOR_TYPE_REQUIRED }]);
  return entry.connectorType;
}

/** A connection the caller sees, by its connector id (or its own id), optionally of one type; else 404. */
async function visibleConnection(
  store: ResourceStore,
  principal: Principal,
  connectorId: string,
  connectorType?: string,
): Promise<ApiRecord> {
  let rows = store.visibleRows(principal).where('connectorConnections.connectorId', '=', connectorId);
  if (/^[0-9a-f-]{36}$/i.test(connectorId))
    rows = store
      .visibleRows(principal)
      .where((eb) =>
        eb.or([
          eb('connectorConnections.connectorId', '=', connectorId),
          eb('connectorConnections.id', '=', connectorId),
        ]),
      );
  if (connectorType) rows = rows.where('connectorConnections.connectorType', '=', connectorType);
  const row = await rows.executeTakeFirst();
  if (!row) throw notFound('Connector');
  return row;
}

function connected(row: ApiRecord): ApiRecord {
  if (row.connectorStatus !== 'SUCCESS') throw new ApiError(409, 'The connector is not connected');
  return row;
}

function daysParam(value: unknown): number {
  if (value === undefined || value === '') return 30;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw invalid([{ field: 'days', detail: text.DAYS_INVALID }]);
  return days;
}

export const connectorSpecPaths: SpecPathRoutes = (app, { store, storeOf, db, mail }) => {
  connectorRuntime.publicUrl = mail.publicUrl;
  const service = () => connectorRuntime.service;
  const { permissions, name } = store.resource.declaration;
  const schema = { tags: [name] };
  const read = { config: { permission: permissions.list }, schema };
  const withBody = (bodySchema: Record<string, unknown>, answerStatus?: number) => ({
    config: { permission: permissions.create, bodySchema, ...(answerStatus ? { answerStatus } : {}) },
    schema,
  });
  const anyDb = db as unknown as Kysely<Database>;
  const visibleAccount = async (principal: Principal, accountId: unknown) =>
    storeOf('accounts').get(principal, uuidParam(String(accountId ?? ''), 'accountId'));

  app.get(`${CONNECTOR_API}/connectors/all`, read, async () => CATALOGUE);

  app.get(`${CONNECTOR_API}/connections`, read, async (request) => answerList(store, request, queryOf(request)));

  app.post(`${CONNECTOR_API}/connections`, withBody(connectionSchema, 201), async (request, reply) => {
    const query = request.query as ApiRecord;
    const body = bodyOf(request);
    if (query.connectorType !== undefined && body.connectorType === undefined) body.connectorType = query.connectorType;
    return reply.status(201).send(await store.create(principalOf(request), body));
  });

  app.get<{ Params: { id: string } }>(`${CONNECTOR_API}/connections/:id/status`, read, async (request) => {
    const row = await visibleConnection(store, principalOf(request), request.params.id);
    return {
      id: row.id,
      connectorId: row.connectorId,
      connectorType: row.connectorType,
      connectorStatus: row.connectorStatus,
    };
  });

  app.delete<{ Params: { id: string } }>(
    `${CONNECTOR_API}/connections/:id`,
    { config: { permission: permissions.delete }, schema },
    async (request) => {
      const removed = await store.remove(principalOf(request), request.params.id);
      return { id: removed.id, connectorId: removed.connectorId, message: text.REMOVED };
    },
  );

  type ScoreParams = { Params: { connectorType: string; connectorId: string } };
  const scored = async (request: FastifyRequest<ScoreParams>) =>
    connected(
      await visibleConnection(
        store,
        principalOf(request),
        request.params.connectorId,
        typeParam(request.params.connectorType),
      ),
    );
  app.get<ScoreParams>(`${CONNECTOR_API}/:connectorType/getLatestScore/:connectorId`, read, async (request) => {
    const row = await scored(request);
    return service().latestScore(String(row.connectorType), String(row.connectorId));
  });
  app.get<ScoreParams>(`${CONNECTOR_API}/:connectorType/getScoresHistory/:connectorId`, read, async (request) => {
    const days = daysParam((request.query as ApiRecord).days);
    const row = await scored(request);
    return { days, content: await service().scoresHistory(String(row.connectorType), String(row.connectorId), days) };
  });
  app.get<ScoreParams>(`${CONNECTOR_API}/:connectorType/getActionList/:connectorId`, read, async (request) => {
    const row = await scored(request);
    return service().actions(String(row.connectorType), String(row.connectorId));
  });
  app.get<ScoreParams>(`${CONNECTOR_API}/:connectorType/getShortlistActions/:connectorId`, read, async (request) => {
    const row = await scored(request);
    const rank = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;
    const open = (await service().actions(String(row.connectorType), String(row.connectorId))).filter(
      (action) => action.status === 'OPEN',
    );
    return open.sort((a, b) => rank[a.priority] - rank[b.priority] || b.impact - a.impact).slice(0, 3);
  });

  app.post(`${CONNECTOR_API}/wizer/add`, withBody(cbidBody, 201), async (request, reply) => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    const cbid = typeof body.cbid === 'string' ? body.cbid.trim() : '';
    if (!cbid) throw invalid([{ field: 'cbid', detail: text.CBID_REQUIRED }]);
    const account = await storeOf('accounts')
      .visibleRows(principal)
      .where('accounts.cbid', '=', cbid)
      .where('accounts.accountType', '=', 'CUSTOMER')
      .executeTakeFirst();
    if (!account) throw invalid([{ field: 'cbid', detail: text.CBID_UNKNOWN }]);
    return reply.status(201).send(
      await store.create(principal, {
        accountId: account.id,
        connectorType: 'WIZER',
        cbid,
        provider: 'WIZER',
        agreement: body.agreement,
      }),
    );
  });

  app.get<{ Params: { accountId: string } }>(`${CONNECTOR_API}/account/:accountId`, read, async (request) => {
    const account = await visibleAccount(principalOf(request), request.params.accountId);
    return answerList(store, request, withFilters(queryOf(request), { accountId: [String(account.id)] }));
  });

  app.get(`${CONNECTOR_API}/aws/regions`, read, async () => AWS_REGIONS);

  app.post(`${CONNECTOR_API}/leen/organization`, withBody(accountBody), async (request) => {
    const account = await visibleAccount(principalOf(request), bodyOf(request).accountId);
    return { accountId: account.id, ...(await service().leenOrganization(String(account.id), String(account.name))) };
  });
  app.post(`${CONNECTOR_API}/leen/invite-token`, withBody(accountBody), async (request) => {
    const account = await visibleAccount(principalOf(request), bodyOf(request).accountId);
    const organization = await service().leenOrganization(String(account.id), String(account.name));
    return {
      accountId: account.id,
      organizationId: organization.organizationId,
      ...(await service().leenInviteToken(String(account.id))),
    };
  });

  app.get<{ Params: { connectorType: string } }>(
    `${CONNECTOR_API}/connectors/:connectorType/oauth/metadata`,
    read,
    async (request) => {
      const connectorType = typeParam(request.params.connectorType);
      if (!OAUTH_PROVIDERS[connectorType]) throw invalid([{ field: 'connectorType', detail: text.NOT_OAUTH }]);
      return oauthMetadata(connectorType, mail.publicUrl);
    },
  );

  app.post(`${CONNECTOR_API}/consent`, withBody(consentBody), async (request) => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    const account = await visibleAccount(principal, body.accountId);
    if (body.agreement !== true) throw invalid([{ field: 'agreement', detail: text.CONSENT_REQUIRED }]);
    await anyDb.transaction().execute((trx) => recordConsent(trx, principal, String(account.id), true));
    const consent = await consentOf(anyDb, String(account.id));
    return { accountId: account.id, agreement: true, agreedAt: consent?.agreedAt };
  });
  app.get<{ Params: { accountId: string } }>(`${CONNECTOR_API}/consent/:accountId`, read, async (request) => {
    const account = await visibleAccount(principalOf(request), request.params.accountId);
    const consent = await consentOf(anyDb, String(account.id));
    return { accountId: account.id, agreement: Boolean(consent), agreedAt: consent?.agreedAt ?? null };
  });

  // The provider sends the browser back here (public: the browser carries no bearer token). The state finds the
  // pending connection; a spent, unknown or expired state changes nothing.
  app.get(
    OAUTH_CALLBACK,
    { config: { public: true }, schema },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as ApiRecord;
      const state = typeof query.state === 'string' ? query.state : '';
      const pending = state
        ? await anyDb
            .selectFrom('connectorConnections')
            .select(['id', 'accountId', 'connectorType', 'metadata', 'connectorStatus'])
            .where('oauthStateHash', '=', hashState(state))
            .where('oauthStateExpires', '>', new Date())
            .where('connectorStatus', '=', 'PENDING')
            .executeTakeFirst()
        : undefined;
      const back = (params: Record<string, string>) =>
        reply.redirect(`${mail.publicUrl}/agency/connectors?${new URLSearchParams(params)}`, 302);
      if (!pending) return back({ connectorError: text.CONNECT_FAILED });
      const code = typeof query.code === 'string' ? query.code : '';
      const exchanged =
        code && !query.error
          ? await service().exchangeCode(String(pending.connectorType), code, redirectUriOf(mail.publicUrl))
          : { ok: false };
      const changes: ApiRecord =
        exchanged.ok && exchanged.tokens
          ? {
              connectorStatus: 'SUCCESS',
              connectorId: `${String(pending.connectorType).toLowerCase()}-${hashState(code).slice(0, 12)}`,
              credentialsSealed: seal(exchanged.tokens),
              metadata: JSON.stringify({ ...(pending.metadata as ApiRecord), ...exchanged.metadata }),
              connectedAt: new Date(),
            }
          : { connectorStatus: 'FAILED' };
      await anyDb.transaction().execute(async (trx) => {
        // raw write: the provider's redirect completes the pending connection its one-time state names; no session
        // comes with it, so no principal for the store (lint:sql allow-list, connector OAuth callback)
        await trx
          .updateTable('connectorConnections')
          .set({
            ...changes,
            oauthStateHash: null,
            oauthStateExpires: null,
            modified: new Date(),
            version: sql`version + 1`,
          })
          .where('id', '=', pending.id)
          .execute();
        await recordHistoryEvent(trx as never, {
          resource: name,
          recordId: String(pending.id),
          action: 'oauthCallback',
          actor: { userId: null, email: null },
          changes: [{ field: 'connectorStatus', before: 'PENDING', after: changes.connectorStatus }],
        });
      });
      return changes.connectorStatus === 'SUCCESS'
        ? back({ accountId: String(pending.accountId), connected: String(pending.connectorType) })
        : back({ accountId: String(pending.accountId), connectorError: text.CONNECT_FAILED });
    },
  );
};
