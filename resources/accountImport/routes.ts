/**
 * The accounts' bulk upload (spec 001 §2 "bulk upload", §5, §9; the spec does not show its paths, so they are
 * decided here, under the accounts' family):
 *
 *   POST /api/account/v1/account/bulk-upload                 multipart: file, tags (comma-joined), redAccounts, agencyId (staff) → 202 the job
 *   GET  /api/account/v1/account/bulk-upload/search          the organisation's imports, newest first
 *   GET  /api/account/v1/account/bulk-upload/template        the CSV header row a file may carry
 *   GET  /api/account/v1/account/bulk-upload/{id}            the job: status, rows done / total, imported, invalid
 *   GET  /api/account/v1/account/bulk-upload/{id}/errors     the refused rows, a page at a time, each error with its field and column
 *   GET  /api/account/v1/account/bulk-upload/{id}/invalid-rows  the refused rows as a CSV to fix and upload again
 *
 * The upload is checked at once (type, size, columns: 400 naming `file`); the rows are validated and imported
 * by the server job (importRunner.ts). Every route needs `account:create`, the right the rows are created with.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import type { Principal } from '../../src/server/auth/principal';
import { ApiError, forbidden, invalid } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { SELECT_AGENCY } from '../../src/server/tenancy/agencyOwned';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { hasPermission } from '../../src/shared/permissions/checkPermission';
import { importColumns, importFields, titleOf } from './columns';
import {
  allRefusedRows,
  insertJob,
  recentJobs,
  refusedRows,
  unfinishedJobs,
  visibleJob,
  type ImportClaims,
} from './importJobs';
import type { AccountImportRunner } from './importRunner';
import { invalidRowsCsv, templateCsv } from './invalidRowsFile';
import { NO_FILE, NOT_FINISHED, TAG_TOO_LONG, TOO_MANY_TAGS } from './messages';
import { readSpreadsheet } from './spreadsheet';
import { acceptUploadForms, UploadForm } from './uploadForm';
import { jobAnswer, refusedRowsAnswer, uploadBody } from './schemas';
import { BULK_UPLOAD } from './wire';
import type { Database } from '../../src/server/db/tables';

const schema = { tags: ['accounts'] };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

/** Tags joined by commas (spec 001 §7), blanks dropped, each once. */
function tagNames(text: string | undefined): string[] {
  const names = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length > 20) throw invalid([{ field: 'tags', detail: TOO_MANY_TAGS }]);
  if (names.some((name) => name.length > 50)) throw invalid([{ field: 'tags', detail: TAG_TOO_LONG }]);
  return names;
}

const claimsOf = (principal: Principal): ImportClaims => ({
  sub: principal.userId,
  acc: principal.accountId,
  accType: principal.accountType,
  subType: principal.subscriberType,
  realm: principal.realm,
  ...(principal.impersonatorUserId ? { act: principal.impersonatorUserId } : {}),
});

const pageParam = (value: unknown, fallback: number, max: number) => {
  const number = Number(value ?? fallback);
  return Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback;
};

export function registerAccountImportRoutes(
  app: FastifyInstance,
  context: ResourceContext,
  runner: AccountImportRunner,
): void {
  const { db, store } = context;
  const anyDb = db as never;
  context.metrics.gauge(
    'account_import_jobs',
    'Account import jobs waiting (queued) or being run (running)',
    ['status'],
    async () =>
      (await unfinishedJobs(anyDb)).map(({ status, count }) => ({
        labels: { status: status.toLowerCase() },
        value: count,
      })),
  );
  const accountSchema = store.resource.schema!;
  const fields = importFields(accountSchema, store.resource.readOnlyFields);
  const create = store.resource.declaration.permissions.create;

  /** Staff's agency for the accounts: an agency's id, else 400 (checked once here rather than on every row). */
  const agencyOf = async (id: string): Promise<string> => {
    const agency = UUID.test(id)
      ? await (db as unknown as Kysely<Database>)
          .selectFrom('accounts')
          .select('id')
          .where('id', '=', id)
          .where('accountType', '=', 'AGENCY')
          .executeTakeFirst()
      : undefined;
    if (!agency) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
    return String(agency.id);
  };

  app.register(async (scope) => {
    acceptUploadForms(scope);
    scope.post(
      BULK_UPLOAD,
      {
        config: { permission: create, bodySchema: uploadBody, answerSchema: jobAnswer, answerStatus: 202 },
        schema: { ...schema, consumes: ['multipart/form-data'] },
        bodyLimit: 6 * 1024 * 1024,
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const form = request.body instanceof UploadForm ? request.body : undefined;
        if (!form?.file) throw invalid([{ field: 'file', detail: NO_FILE }]);
        const tags = tagNames(form.tags);
        if (tags.length && !hasPermission(principal.permissions, ['tag:apply'])) throw forbidden();
        const agencyId = isStaff(principal) && form.agencyId ? await agencyOf(form.agencyId) : null;
        if (tags.length && isStaff(principal) && !agencyId)
          throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
        const sheet = await readSpreadsheet(form.file.name, form.file.bytes);
        importColumns(sheet.header, accountSchema, fields);
        const id = await insertJob(anyDb, principal, {
          claims: claimsOf(principal),
          agencyId,
          fileName: form.file.name,
          file: form.file.bytes,
          header: sheet.header,
          tags,
          redAccounts: ['true', 'on', 'yes', '1'].includes(String(form.redAccounts ?? '').toLowerCase()),
          totalRows: sheet.rows.length,
        });
        runner.wake();
        return reply.status(202).send(await visibleJob(anyDb, principal, id));
      },
    );
  });

  app.get(`${BULK_UPLOAD}/search`, { config: { permission: create }, schema }, async (request) => {
    const size = pageParam((request.query as Record<string, unknown>).size, 10, 100);
    const content = await recentJobs(anyDb, principalOf(request), size);
    return { content, totalElements: content.length };
  });

  app.get(
    `${BULK_UPLOAD}/template`,
    { config: { permission: create, answerSchema: csvAnswer('The columns a bulk file may carry') }, schema },
    async (_request, reply) =>
      sendCsv(reply, templateCsv(fields.map((field) => titleOf(accountSchema, field))), 'accounts-template.csv'),
  );

  const jobOf = (request: FastifyRequest) =>
    visibleJob(anyDb, principalOf(request), (request.params as { id: string }).id);

  app.get(
    `${BULK_UPLOAD}/:id`,
    { config: { permission: create, answerSchema: jobAnswer }, schema: { ...schema, params: idParams } },
    async (request) => jobOf(request),
  );

  app.get(
    `${BULK_UPLOAD}/:id/errors`,
    { config: { permission: create, answerSchema: refusedRowsAnswer }, schema: { ...schema, params: idParams } },
    async (request) => {
      const job = await jobOf(request);
      const query = request.query as Record<string, unknown>;
      const content = await refusedRows(
        anyDb,
        String(job.id),
        pageParam(query.page, 0, 1_000_000),
        Math.max(1, pageParam(query.size, 25, 1000)),
      );
      return { content, totalElements: job.invalidRows };
    },
  );

  app.get(
    `${BULK_UPLOAD}/:id/invalid-rows`,
    {
      config: { permission: create, answerSchema: csvAnswer('The refused rows with an Errors column') },
      schema: { ...schema, params: idParams },
    },
    async (request, reply) => {
      const job = await jobOf(request);
      if (job.status !== 'DONE' && job.status !== 'FAILED') throw new ApiError(409, NOT_FINISHED);
      const base = String(job.fileName)
        .replace(/\.[^.]*$/, '')
        .replace(/[^\w.-]+/g, '-');
      return sendCsv(reply, invalidRowsCsv(await allRefusedRows(anyDb, String(job.id))), `${base}-invalid-rows.csv`);
    },
  );
}

const csvAnswer = (description: string) => ({ description, content: { 'text/csv': { schema: { type: 'string' } } } });

const sendCsv = (reply: FastifyReply, text: string, fileName: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(text);
