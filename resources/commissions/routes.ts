/**
 * The commission calls (spec 001 §7 "Commissions and documents"):
 * - GET /api/commissions/v1/statements and /aggregate (page, size, agencyBilled, search, sort; also agencyId, year
 *   and month, decided) — statements.ts;
 * - POST /api/commissions/v1/payment {agencyId, commissionsAmount, description, token}: a commission payment,
 *   created through the store (validation, tenancy, history), 201;
 * - PUT /api/commissions/v1/toggle/{agencyId} {paused?}: pause or resume the agency's automatic payouts (without a
 *   body: the other way round);
 * - GET /api/commissions/v1/{agencyId}/ach; PUT and DELETE of the same path (decided: the spec shows the dialog and
 *   the delete confirmation, not their calls): the payout bank account (bankDetails.ts);
 * - GET /api/docs/v1/commissions?year&month (&agencyId for staff): the statement PDF; 404 "No invoice/statements
 *   found for this month." when the month has no line.
 * An agency reaches only its own agency (another agency id is 404); staff any agency.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { Principal } from '../../src/server/auth/principal';
import { formatterFor } from '../../src/server/documents/formatting';
import { companySlug } from '../../src/server/documents/fileName';
import { pdfAnswer, sendPdf } from '../../src/server/documents/pdfReply';
import { writePdf } from '../../src/server/documents/pdfWriter';
import { childRows } from '../../src/server/resources/childRows';
import { recordHistoryEvent } from '../../src/server/history/recordHistory';
import { ApiError, invalid, notFound } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { todayIso } from '../../src/shared/dates/today';
import { REGION_PROFILES } from '../../src/shared/region/regions';
import { createValidator } from '../../src/shared/validation/validateRecord';
import { createPayoutProvider } from './payouts/activePayouts';
import { bankBody, BANK_MESSAGES, shownBank, storedBank, type StoredBank } from './bankDetails';
import { commissionsResource } from './declaration';
import { COMMISSION_BANK, COMMISSION_TOGGLE } from './permissions';
import { statementDocument, type StatementLine } from './statementDocument';
import { monthRange, STATEMENT_MESSAGES, statementMonthOf, type StatementMonth } from './statementPeriod';
import {
  AGGREGATE_SORTS,
  STATEMENT_SORTS,
  statementAggregate,
  statementLines,
  type StatementQuery,
} from './statements';

const { apiBase, permissions } = commissionsResource;
const tags = [commissionsResource.name];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Query = Record<string, string | undefined>;
const listQuery = {
  type: 'object',
  properties: Object.fromEntries(
    ['page', 'size', 'agencyBilled', 'search', 'sort', 'agencyId', 'year', 'month'].map((n) => [n, { type: 'string' }]),
  ),
};

/** The agency a caller may act on: staff any agency, an agency user its own; anything else is 404. */
async function reachableAgency(
  db: Kysely<Database>,
  principal: Principal,
  agencyId: string | undefined,
): Promise<{ id: string; name: string }> {
  const id = agencyId ?? (principal.accountType === 'AGENCY' ? principal.accountId : undefined);
  if (!id || !UUID.test(id)) throw notFound('Agency');
  if (!isStaff(principal) && id !== principal.accountId) throw notFound('Agency');
  const agency = await db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('accountType', '=', 'AGENCY')
    .executeTakeFirst();
  if (!agency) throw notFound('Agency');
  return agency as { id: string; name: string };
}

/** page, size, search, agencyBilled and sort of a statements or aggregate call, 400 naming the field at fault. */
function parseQuery(query: Query, sorts: readonly string[], defaultSort: string): StatementQuery {
  const page = query.page === undefined ? 0 : Number(query.page);
  const size = query.size === undefined ? 25 : Number(query.size);
  if (!Number.isInteger(page) || page < 0)
    throw invalid([{ field: 'page', detail: 'page must be a whole number from 0' }]);
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw invalid([{ field: 'size', detail: 'size must be from 1 to 100' }]);
  if (query.agencyBilled !== undefined && !['true', 'false'].includes(query.agencyBilled))
    throw invalid([{ field: 'agencyBilled', detail: 'agencyBilled must be true or false' }]);
  const [field, direction = 'asc'] = (query.sort ?? defaultSort).split(',');
  if (!sorts.includes(field) || !['asc', 'desc'].includes(direction))
    throw invalid([{ field: 'sort', detail: `sort must be one of ${sorts.join(', ')}, with asc or desc` }]);
  if (query.agencyId !== undefined && !UUID.test(query.agencyId))
    throw invalid([{ field: 'agencyId', detail: 'agencyId must be an agency id' }]);
  const search = query.search?.replace(/^\*+|\*+$/g, '').trim();
  return {
    page,
    size,
    search: search || undefined,
    agencyBilled: query.agencyBilled === undefined ? undefined : query.agencyBilled === 'true',
    agencyId: query.agencyId,
    sort: { field, direction: direction as 'asc' | 'desc' },
  };
}

function monthOf(query: Query, required: boolean): StatementMonth | undefined {
  if (!required && query.year === undefined && query.month === undefined) return undefined;
  const period = statementMonthOf(query.year, query.month);
  if ('field' in period) throw invalid([period]);
  return period;
}

async function settingsOf(
  db: Kysely<Database>,
  agencyId: string,
): Promise<{ payoutsPaused: boolean; bank: StoredBank | null; version: number } | undefined> {
  const row = await db
    .selectFrom('agencyCommissionSettings')
    .select(['payoutsPaused', 'bank', 'version'])
    .where('agencyId', '=', agencyId)
    .executeTakeFirst();
  return row as { payoutsPaused: boolean; bank: StoredBank | null; version: number } | undefined;
}

/** Writes an agency's settings (created on first use) and records the change in the agency's commission history. */
async function writeSettings(
  db: Kysely<Database>,
  principal: Principal,
  agencyId: string,
  action: string,
  change: { payoutsPaused?: boolean; bank?: StoredBank | null },
) {
  await db.transaction().execute(async (trx) => {
    const before = await settingsOf(trx, agencyId);
    const values = {
      payoutsPaused: change.payoutsPaused ?? before?.payoutsPaused ?? false,
      bank: change.bank === undefined ? (before?.bank ?? null) : change.bank,
    };
    const stored = { ...values, bank: values.bank ? JSON.stringify(values.bank) : null };
    // The agency's one settings row, beside the agency (its version stays: an agency form open elsewhere still saves).
    await childRows(trx, 'agencyCommissionSettings', 'agencyId', agencyId, 'Commission settings', {
      versioned: true,
    }).put({ ...stored, modified: new Date() });
    const field = Object.keys(change)[0];
    await recordHistoryEvent(trx as unknown as Kysely<Database>, {
      resource: 'commissions',
      recordId: agencyId,
      action,
      actor: { userId: principal.userId, email: principal.email },
      impersonatorUserId: principal.impersonatorUserId ?? null,
      changes: [
        {
          field,
          before: field === 'bank' ? Boolean(before?.bank) : (before?.payoutsPaused ?? false),
          after: field === 'bank' ? Boolean(values.bank) : values.payoutsPaused,
        },
      ],
    });
  });
}

export function registerCommissionRoutes(app: FastifyInstance, context: ResourceContext): void {
  const { db: typedDb, store } = context;
  const db = typedDb as unknown as Kysely<Database>;
  const policies = () => context.storeOf('policies');
  const { environment } = store;
  const validator = createValidator(REGION_PROFILES[environment.region].locale);
  const f = formatterFor(environment.region);
  const read = { permission: permissions.list };
  const payouts = createPayoutProvider();

  app.get<{ Querystring: Query }>(
    `${apiBase}/statements`,
    { config: read, schema: { tags, querystring: listQuery } },
    async (request) => {
      const principal = principalOf(request);
      const query = {
        ...parseQuery(request.query, STATEMENT_SORTS, 'effectiveDate,desc'),
        month: monthOf(request.query, false),
      };
      return statementLines(db, policies(), principal, query);
    },
  );

  app.get<{ Querystring: Query }>(
    `${apiBase}/aggregate`,
    { config: read, schema: { tags, querystring: listQuery } },
    async (request) => {
      const principal = principalOf(request);
      const query = {
        ...parseQuery(request.query, AGGREGATE_SORTS, 'agencyName,asc'),
        month: monthOf(request.query, false),
      };
      return statementAggregate(db, policies(), store, principal, query);
    },
  );

  /**
   * A payment without a reference of its own is paid out now through the payout provider to the agency's bank
   * account on file; the provider's payout id becomes its `token`. With a `token`, the payout was made elsewhere.
   */
  const paidOut = async (principal: Principal, sent: unknown): Promise<unknown> => {
    const { value, errors } = validator.validateWithSchema(store.resource.schema!, sent);
    if (errors.length || value.token) return sent;
    const agency = await reachableAgency(db, principal, value.agencyId as string | undefined);
    const settings = await settingsOf(db, agency.id);
    if (!settings?.bank) throw new ApiError(409, BANK_MESSAGES.notOnFile);
    if (settings.payoutsPaused) throw new ApiError(409, BANK_MESSAGES.paused);
    if (!settings.bank.payoutToken) throw new ApiError(409, BANK_MESSAGES.noPayoutToken);
    const payout = await payouts.send({
      accountToken: settings.bank.payoutToken,
      amount: Number(value.commissionsAmount),
      currency: REGION_PROFILES[environment.region].currency,
      reference: String(value.description),
    });
    if (payout.status !== 'SENT')
      throw new ApiError(409, `${BANK_MESSAGES.refused} ${payout.failure ?? 'no reason given'}`);
    return { ...value, agencyId: agency.id, token: payout.payoutId };
  };

  app.post(
    `${apiBase}/payment`,
    { config: { permission: permissions.create, answerStatus: 201 }, schema: { tags } },
    async (request, reply) => {
      const principal = principalOf(request);
      const body = await paidOut(principal, request.body);
      const payment = await store.create(principal, body);
      reply.code(201);
      return { ...payment, message: STATEMENT_MESSAGES.paymentApplied };
    },
  );

  app.put<{ Params: { agencyId: string }; Body: { paused?: unknown } | undefined }>(
    `${apiBase}/toggle/:agencyId`,
    {
      config: {
        permission: COMMISSION_TOGGLE,
        bodySchema: { type: 'object', properties: { paused: { type: 'boolean' } }, additionalProperties: false },
      },
      schema: { tags },
    },
    async (request) => {
      const principal = principalOf(request);
      const agency = await reachableAgency(db, principal, request.params.agencyId);
      const { value, errors } = validator.validateWithSchema(
        { type: 'object', properties: { paused: { type: 'boolean' } }, additionalProperties: false },
        request.body ?? {},
      );
      if (errors.length) throw invalid(errors);
      const current = (await settingsOf(db, agency.id))?.payoutsPaused ?? false;
      const paused = typeof value.paused === 'boolean' ? value.paused : !current;
      await writeSettings(db, principal, agency.id, paused ? 'pause-payouts' : 'resume-payouts', {
        payoutsPaused: paused,
      });
      return { agencyId: agency.id, payoutsPaused: paused };
    },
  );

  const bankConfig = { permission: COMMISSION_BANK };
  app.get<{ Params: { agencyId: string } }>(
    `${apiBase}/:agencyId/ach`,
    { config: bankConfig, schema: { tags } },
    async (request) => {
      const agency = await reachableAgency(db, principalOf(request), request.params.agencyId);
      const settings = await settingsOf(db, agency.id);
      if (!settings?.bank) throw new ApiError(404, BANK_MESSAGES.notOnFile);
      return shownBank(agency.id, settings.bank, settings.payoutsPaused);
    },
  );
  app.put<{ Params: { agencyId: string } }>(
    `${apiBase}/:agencyId/ach`,
    { config: { ...bankConfig, bodySchema: bankBody }, schema: { tags } },
    async (request) => {
      const principal = principalOf(request);
      const agency = await reachableAgency(db, principal, request.params.agencyId);
      const { value, errors } = validator.validateWithSchema(bankBody, request.body);
      if (errors.length) throw invalid(errors);
      // The number goes to the payout provider only; its token is kept.
      const { accountToken } = await payouts.registerAccount({
        agencyId: agency.id,
        routing: String(value.routing),
        account: String(value.account),
        accountName: String(value.accountName),
        accountType: String(value.accountType),
      });
      const bank = storedBank(value, accountToken);
      await writeSettings(db, principal, agency.id, 'save-bank-account', { bank });
      return {
        ...shownBank(agency.id, bank, (await settingsOf(db, agency.id))?.payoutsPaused ?? false),
        message: BANK_MESSAGES.saved,
      };
    },
  );
  app.delete<{ Params: { agencyId: string } }>(
    `${apiBase}/:agencyId/ach`,
    { config: bankConfig, schema: { tags } },
    async (request) => {
      const principal = principalOf(request);
      const agency = await reachableAgency(db, principal, request.params.agencyId);
      if (!(await settingsOf(db, agency.id))?.bank) throw new ApiError(404, BANK_MESSAGES.notOnFile);
      await writeSettings(db, principal, agency.id, 'delete-bank-account', { bank: null });
      return { agencyId: agency.id, message: BANK_MESSAGES.deleted };
    },
  );

  app.get<{ Querystring: Query }>(
    '/api/docs/v1/commissions',
    {
      config: {
        ...read,
        answerSchema: pdfAnswer(
          'The commission statement of the agency for the month, as a PDF file (<agency>-commission-statement-<yyyy>-<mm>.pdf).',
        ),
      },
      schema: { tags, querystring: listQuery },
    },
    async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
      const principal = principalOf(request);
      const period = monthOf(request.query, true)!;
      const agency = await reachableAgency(db, principal, request.query.agencyId);
      const { content } = await statementLines(db, policies(), principal, {
        page: 0,
        size: 10_000,
        agencyId: agency.id,
        month: period,
        sort: { field: 'effectiveDate', direction: 'asc' },
      });
      if (!content.length) throw new ApiError(404, STATEMENT_MESSAGES.notFound);
      const { from, to } = monthRange(period);
      const paid = await store
        .visibleRows(principal)
        .where('commissionPayments.agencyId', '=', agency.id)
        .where('commissionPayments.created', '>=', new Date(`${from}T00:00:00Z`))
        .where('commissionPayments.created', '<', new Date(`${to}T00:00:00Z`))
        .execute();
      const paymentsInMonth = paid.reduce((sum, row) => sum + Math.round(Number(row.commissionsAmount) * 100), 0) / 100;
      const bytes = await writePdf(
        statementDocument(agency.name, period, content as unknown as StatementLine[], paymentsInMonth, f, todayIso()),
        { author: agency.name, subject: 'Commission statement' },
      );
      const mm = String(period.month).padStart(2, '0');
      return sendPdf(reply, bytes, `${companySlug(agency.name)}-commission-statement-${period.year}-${mm}.pdf`);
    },
  );
}
