import type { FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../src/server/auth/authPlugin';
import { companySlug } from '../../src/server/documents/fileName';
import { formatterFor } from '../../src/server/documents/formatting';
import { sendPdf } from '../../src/server/documents/pdfReply';
import { writePdf } from '../../src/server/documents/pdfWriter';
import { invalid, notFound } from '../../src/server/http/apiError';
import { answerList } from '../../src/server/resources/resourceRoutes';
import { idInBody, queryOf, uuidParam, type SpecPathRoutes } from '../../src/server/resources/specPaths';
import { parseFeatureFlagList } from '../../src/shared/featureFlags/featureFlags';
import { todayIso } from '../../src/shared/dates/today';
import { attachClaimAction } from './attachClaim';
import { PANEL_SUBCATEGORIES } from './catalogue';
import { CLAIM_FILE_STATUSES, CLAIMS_MGMT_ROOT, INCIDENT_TYPES, LITIGATION_STATUSES, SEVERITIES } from './declaration';
import { claimGraphs } from './graphs';
import { ITEM_KINDS, itemActions, listItems } from './items';
import { claimFilesCsv, lossRunCsv, lossRunDocument } from './lossrun';
import type { ApiRecord } from '../../src/shared/api/types';

const bodyOf = (request: FastifyRequest): ApiRecord =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? { ...(request.body as ApiRecord) }
    : {};

/** Diaries are behind the `claims_diary` flag (FEATURE_FLAGS, read per request): without it their paths are 404. */
const diariesOn = () => parseFeatureFlagList(process.env.FEATURE_FLAGS).flags.claims_diary;

/**
 * The spec's list spellings of `GET claimsFile`: `pageRequested` is the page when `page` is absent; `searchAfter`
 * (the spec's cursor) is read as the page to continue from, since these lists page by offset.
 */
function listParams(request: FastifyRequest): URLSearchParams {
  const params = queryOf(request);
  for (const name of ['pageRequested', 'searchAfter']) {
    const value = params.get(name);
    if (value === null || params.has('page')) continue;
    if (!/^\d+$/.test(value)) throw invalid([{ field: name, detail: `${name} must be a whole number` }]);
    params.set('page', value);
  }
  return params;
}

const sendCsv = (reply: FastifyReply, csv: string, fileName: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);

/**
 * Spec 001 §7 "Claims management (/api/claimsmgmt/v1)". Every path reaches the files through the claim files'
 * store (the one client-record rule: another agency's file is 404); the items and attach-claim are actions of
 * the file (ResourceStore.act: version 409, status 409, history).
 */
export const claimsManagementSpecPaths: SpecPathRoutes = (app, { store, storeOf, db }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const schema = { tags: [name] };
  const read = { config: { permission: permissions.list }, schema };
  const write = { config: { permission: permissions.update }, schema };

  // The list as the spec calls it, and the claims badge: `?f[hasClaimNumber][in]=false&f[reportedDate][after]=…&size=1`.
  app.get(apiBase, read, async (request) => answerList(store, request, listParams(request)));

  // `PUT claimsFile` and `DELETE claimsFile/` with the id in the body (or, for the delete, `?id=`).
  app.put(apiBase, write, async (request) => store.update(principalOf(request), idInBody(request.body), request.body));
  app.delete(apiBase, { config: { permission: permissions.delete }, schema }, async (request) => {
    const id = queryOf(request).get('id') ?? idInBody(request.body);
    return store.remove(principalOf(request), uuidParam(id, 'id'));
  });

  app.post(`${apiBase}/attach-claim`, write, async (request) => {
    const body = bodyOf(request);
    const id = body.claimFileId;
    if (typeof id !== 'string' || !id)
      throw invalid([{ field: 'claimFileId', detail: 'claimFileId is a required field' }]);
    delete body.claimFileId;
    return store.act(principalOf(request), uuidParam(id, 'claimFileId'), attachClaimAction, body);
  });

  // The list as a CSV: the same parameters as `GET claimsFile`, every page (up to 10,000 files).
  app.get(`${apiBase}/download`, read, async (request, reply) => {
    const params = listParams(request);
    params.set('size', '1000');
    const files: ApiRecord[] = [];
    for (let page = 0; page < 10; page++) {
      params.set('page', String(page));
      const { content } = await answerList(store, request, params);
      files.push(...content);
      if (content.length < 1000) break;
    }
    return sendCsv(reply, claimFilesCsv(files), `claim-files-${todayIso()}.csv`);
  });

  for (const kind of ITEM_KINDS) {
    const actions = itemActions(kind);
    const gate = () => {
      if (kind.kind === 'diary' && !diariesOn()) throw notFound('Diaries');
    };
    const path = `${apiBase}/:id/${kind.segment}`;
    const itemPath = `${path}/:itemId`;
    app.get<{ Params: { id: string } }>(path, read, async (request) => {
      gate();
      const file = await store.get(principalOf(request), request.params.id);
      return listItems(db, String(file.id), kind);
    });
    app.post<{ Params: { id: string } }>(path, write, async (request, reply) => {
      gate();
      const answer = await store.act(principalOf(request), request.params.id, actions.add, request.body);
      return reply.status(201).send(answer.item);
    });
    app.put<{ Params: { id: string; itemId: string } }>(itemPath, write, async (request) => {
      gate();
      const body = { ...bodyOf(request), itemId: uuidParam(request.params.itemId, 'itemId') };
      return (await store.act(principalOf(request), request.params.id, actions.update, body)).item;
    });
    app.delete<{ Params: { id: string; itemId: string } }>(itemPath, write, async (request) => {
      gate();
      const body = { ...bodyOf(request), itemId: uuidParam(request.params.itemId, 'itemId') };
      return (await store.act(principalOf(request), request.params.id, actions.remove, body)).item;
    });
  }

  app.get(`${CLAIMS_MGMT_ROOT}/statuses`, read, async () => [...CLAIM_FILE_STATUSES]);
  app.get(`${CLAIMS_MGMT_ROOT}/severity`, read, async () => [...SEVERITIES]);
  app.get(`${CLAIMS_MGMT_ROOT}/incident-types`, read, async () => [...INCIDENT_TYPES]);
  app.get(`${CLAIMS_MGMT_ROOT}/litigation-statuses`, read, async () => [...LITIGATION_STATUSES]);
  app.get(`${CLAIMS_MGMT_ROOT}/panel/subcategories`, read, async (request) => {
    const category = queryOf(request).get('category');
    return category
      ? PANEL_SUBCATEGORIES.filter((entry) => entry.category === category.toUpperCase())
      : PANEL_SUBCATEGORIES;
  });

  app.get(`${CLAIMS_MGMT_ROOT}/graphs`, read, async (request) => claimGraphs(db, store, principalOf(request)));

  // `lossrun?accountId=…&years=5&format=pdf|csv`: the account must be one the caller sees (else 404).
  app.get(`${CLAIMS_MGMT_ROOT}/lossrun`, read, async (request, reply) => {
    const query = queryOf(request);
    const accountId = query.get('accountId');
    if (!accountId) throw invalid([{ field: 'accountId', detail: 'accountId is a required field' }]);
    const years = query.get('years') ?? '5';
    if (!/^\d+$/.test(years) || Number(years) < 1 || Number(years) > 10)
      throw invalid([{ field: 'years', detail: 'years must be between 1 and 10' }]);
    const format = (query.get('format') ?? 'pdf').toLowerCase();
    if (format !== 'pdf' && format !== 'csv') throw invalid([{ field: 'format', detail: 'format must be pdf or csv' }]);
    const principal = principalOf(request);
    const account = await storeOf('accounts').get(principal, uuidParam(accountId, 'accountId'));
    const today = todayIso();
    const since = `${Number(today.slice(0, 4)) - Number(years)}${today.slice(4)}`;
    const params = new URLSearchParams({
      size: '1000',
      sort: 'reportedDate,desc',
      'f[accountId][in]': String(account.id),
      'f[reportedDate][after]': since,
    });
    const { content } = await answerList(store, request, params);
    const slug = `${companySlug(account.name)}-loss-run-${today}`;
    if (format === 'csv') return sendCsv(reply, lossRunCsv(content), `${slug}.csv`);
    const bytes = await writePdf(
      lossRunDocument(String(account.name), since, today, content, formatterFor(store.environment.region)),
      { author: String(account.name), subject: 'Loss run' },
    );
    return sendPdf(reply, bytes, `${slug}.pdf`);
  });
};
