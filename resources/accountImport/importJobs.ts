/**
 * The import jobs' rows: what an upload creates, what the runner claims and advances, what the console reads.
 * A job belongs to the organisation it was uploaded in: that organisation's users with the right to create
 * accounts see it (a team-realm user, an agent, only its own uploads: their rows may name other teams' clients),
 * provider staff see every job; anyone else gets 404.
 */
import type { ImportStatus, RefusedRowAnswer } from './wire';
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { notFound } from '../../src/server/http/apiError';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import type { FieldError } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

type Db = Kysely<Database>;

/** The jobs the caller may see (see above). */
function ownJobs<Q extends { where: (...args: any[]) => Q }>(query: Q, principal: Principal): Q {
  if (isStaff(principal)) return query;
  const organisation = query.where('organisationId', '=', principal.accountId);
  return principal.realm === 'TEAM' ? organisation.where('userId', '=', principal.userId) : organisation;
}

/** What the job acts as: the session it was uploaded in, loaded afresh (a user disabled since stops it). */
export interface ImportClaims {
  sub: string;
  acc: string;
  accType: string;
  subType: string;
  realm: 'ACCOUNT' | 'TEAM';
  act?: string;
}

export interface ImportJob {
  id: string;
  claims: ImportClaims;
  agencyId: string | null;
  fileName: string;
  file: Uint8Array | null;
  tags: string[];
  redAccounts: boolean;
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  importedRows: number;
  invalidRows: number;
}

/** Every server is told apart by its runner id; a lease it does not renew for this long lets another take over. */
export const LEASE_SECONDS = 30;

const lease = () => sql.raw<Date>(`now() + interval '${LEASE_SECONDS} seconds'`);

export const JOB_ANSWER_COLUMNS = [
  'id',
  'fileName',
  'tags',
  'redAccounts',
  'agencyId',
  'status',
  'totalRows',
  'processedRows',
  'importedRows',
  'invalidRows',
  'failure',
  'created',
  'modified',
  'finished',
] as const;

export async function insertJob(
  db: Db,
  principal: Principal,
  job: {
    claims: ImportClaims;
    agencyId: string | null;
    fileName: string;
    file: Uint8Array;
    header: string[];
    tags: string[];
    redAccounts: boolean;
    totalRows: number;
  },
): Promise<string> {
  // raw write: enqueues the job (lint:sql allow-list, import job queue)
  const row = await db
    .insertInto('accountImports')
    .values({
      ...job,
      organisationId: principal.accountId,
      userId: principal.userId,
      claims: JSON.stringify(job.claims),
      header: JSON.stringify(job.header),
      tags: JSON.stringify(job.tags),
      file: Buffer.from(job.file),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as string;
}

/** The job as its uploader's organisation (or staff) may see it; 404 for anyone else and for an id that is not one. */
export async function visibleJob(db: Db, principal: Principal, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('Import');
  const job = await ownJobs(
    db
      .selectFrom('accountImports')
      .select([...JOB_ANSWER_COLUMNS])
      .where('id', '=', id),
    principal,
  ).executeTakeFirst();
  if (!job) throw notFound('Import');
  return job as Record<string, unknown>;
}

/** The caller's organisation's imports, newest first (staff: every organisation's). */
export async function recentJobs(db: Db, principal: Principal, size: number) {
  return ownJobs(
    db
      .selectFrom('accountImports')
      .select([...JOB_ANSWER_COLUMNS])
      .orderBy('created', 'desc')
      .limit(size),
    principal,
  ).execute();
}

/** Jobs waiting (QUEUED) or being run (RUNNING), by status: the import queue's depth for the metrics. */
export async function unfinishedJobs(db: Db): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('accountImports')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: String(row.status), count: Number(row.count) }));
}

/** Takes the oldest unfinished job no live server holds, for `runner`, with a fresh lease. */
export async function claimNextJob(db: Db, runner: string): Promise<ImportJob | undefined> {
  // raw write: claims the job with a lease (lint:sql allow-list, import job queue)
  const row = await db
    .updateTable('accountImports')
    .set({ status: 'RUNNING', runner, leaseUntil: lease(), modified: sql`now()` })
    .where('id', '=', (eb: any) =>
      eb
        .selectFrom('accountImports')
        .select('id')
        .where('status', 'in', ['QUEUED', 'RUNNING'])
        .where((w: any) => w.or([w('leaseUntil', 'is', null), w('leaseUntil', '<', sql`now()`)]))
        .orderBy('created')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'claims',
      'agencyId',
      'fileName',
      'file',
      'tags',
      'redAccounts',
      'status',
      'totalRows',
      'processedRows',
      'importedRows',
      'invalidRows',
    ])
    .executeTakeFirst();
  return row as ImportJob | undefined;
}

export interface RefusedRow {
  number: number;
  cells: string[];
  errors: (FieldError & { column: string })[];
}

/**
 * Records one batch inside its transaction: the refused rows, and the job moved from `from` to `to`. Answers false
 * when the job is no longer this runner's at `from` (another server took it over): the caller then rolls back.
 */
export async function recordBatch(
  trx: Db,
  jobId: string,
  runner: string,
  from: number,
  to: number,
  imported: number,
  refused: readonly RefusedRow[],
): Promise<boolean> {
  if (refused.length) {
    // raw write: the job's refused rows, under its lease (lint:sql allow-list, import job queue)
    await trx
      .insertInto('accountImportRows')
      .values(
        refused.map((row) => ({
          jobId,
          rowNumber: row.number,
          cells: JSON.stringify(row.cells),
          errors: JSON.stringify(row.errors),
        })),
      )
      .onConflict((oc: any) => oc.columns(['jobId', 'rowNumber']).doNothing())
      .execute();
  }
  // raw write: moves the job on only while this runner holds it (lint:sql allow-list, import job queue)
  const moved = await trx
    .updateTable('accountImports')
    .set({
      processedRows: to,
      importedRows: sql`imported_rows + ${imported}`,
      invalidRows: sql`invalid_rows + ${refused.length}`,
      leaseUntil: lease(),
      modified: sql`now()`,
    })
    .where('id', '=', jobId)
    .where('runner', '=', runner)
    .where('processedRows', '=', from)
    .returning('id')
    .executeTakeFirst();
  return !!moved;
}

/** The job's end: DONE (the file is dropped, its refused rows stay) or FAILED with the reason. */
export async function finishJob(
  db: Db,
  jobId: string,
  runner: string,
  outcome: { status: 'DONE' } | { status: 'FAILED'; failure: string },
): Promise<void> {
  // raw write: ends the job and gives back its lease (lint:sql allow-list, import job queue)
  await db
    .updateTable('accountImports')
    .set({ ...outcome, file: null, runner: null, leaseUntil: null, finished: sql`now()`, modified: sql`now()` })
    .where('id', '=', jobId)
    .where('runner', '=', runner)
    .execute();
}

/** Keeps the job this runner's while a long batch runs (a heartbeat between the batches' own renewals). */
export async function renewLease(db: Db, jobId: string, runner: string): Promise<void> {
  // raw write: renews the lease (lint:sql allow-list, import job queue)
  await db
    .updateTable('accountImports')
    .set({ leaseUntil: lease() })
    .where('id', '=', jobId)
    .where('runner', '=', runner)
    .execute();
}

/** Gives a job back (a server stopping): any server may take it up at once where it stopped. */
export async function releaseJob(db: Db, jobId: string, runner: string): Promise<void> {
  // raw write: releases the lease (lint:sql allow-list, import job queue)
  await db
    .updateTable('accountImports')
    .set({ runner: null, leaseUntil: null })
    .where('id', '=', jobId)
    .where('runner', '=', runner)
    .execute();
}

/** A page of a job's refused rows, in file order, each row's cells by the file's column names. */
export async function refusedRows(db: Db, jobId: string, page: number, size: number): Promise<RefusedRowAnswer[]> {
  const { header } = await db
    .selectFrom('accountImports')
    .select('header')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('accountImportRows')
    .select(['rowNumber', 'cells', 'errors'])
    .where('jobId', '=', jobId)
    .orderBy('rowNumber')
    .limit(size)
    .offset(page * size)
    .execute();
  return rows.map((row: any) => ({
    row: row.rowNumber as number,
    cells: Object.fromEntries(
      (header as string[]).map((name, index) => [name, (row.cells as string[])[index] ?? '']),
    ) as Record<string, string>,
    errors: row.errors as (FieldError & { column: string })[],
  }));
}

export async function allRefusedRows(db: Db, jobId: string) {
  return refusedRows(db, jobId, 0, 1_000_000);
}
