/**
 * The server job that imports an uploaded file (one runner per server). It claims the oldest unfinished job,
 * reads the file again from the database and goes on from the job's `processedRows`, a batch at a time. Each
 * batch is one transaction: the accounts it creates (through the accounts store: the schema, the write rules,
 * tenancy and history of a single create), their tags (through the account-tags store), the refused rows and
 * the job's new position commit together, or none of them does. So a server killed mid-batch loses that batch
 * whole, and whoever resumes the job (this server after a restart, or another once the lease has run out) does
 * it again from the same row: no row is imported twice and none is skipped.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { loadPrincipal, type Principal } from '../../src/server/auth/principal';
import { ApiError } from '../../src/server/http/apiError';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { importColumns, importFields, rowBody, titleOf, type ImportColumns } from './columns';
import {
  claimNextJob,
  finishJob,
  LEASE_SECONDS,
  recordBatch,
  releaseJob,
  renewLease,
  type ImportJob,
  type RefusedRow,
} from './importJobs';
import { readSpreadsheet, type SheetRow } from './spreadsheet';
import type { Database } from '../../src/server/db/tables';

/** Rows per transaction: large enough that 10,000 rows take a few seconds, small enough that a lost batch is cheap. */
export const BATCH_ROWS = 500;
/** How often an idle runner looks for a job (an upload on this server wakes it at once). */
export const POLL_MS = 2_000;

const STOPPED = Symbol('stopped');
const TAKEN_OVER = Symbol('taken over');

export interface ImportStores {
  accounts: ResourceStore;
  accountTags: ResourceStore;
}

export class AccountImportRunner {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private working: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly stores: () => ImportStores,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopping = false;
    this.wake();
  }

  /** Looks for work now (after an upload) unless it is already working. */
  wake(): void {
    if (this.stopping || this.working) return;
    clearTimeout(this.timer);
    this.working = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'account import runner'))
      .finally(() => {
        this.working = undefined;
        if (!this.stopping) this.timer = setTimeout(() => this.wake(), POLL_MS).unref();
      });
  }

  /** Stops as a kill would: the batch in flight is rolled back, the job handed back where its last batch ended. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.working;
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const job = await claimNextJob(this.db, this.id);
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: ImportJob): Promise<void> {
    // A batch with many tags can outlast the lease: renew it a few times per lease meanwhile.
    const heartbeat = setInterval(
      () => void renewLease(this.db, job.id, this.id).catch(() => undefined),
      (LEASE_SECONDS * 1000) / 3,
    ).unref();
    try {
      const principal = await loadPrincipal(this.db, job.claims);
      if (!principal)
        return await finishJob(this.db, job.id, this.id, {
          status: 'FAILED',
          failure: 'The user who uploaded the file can no longer sign in.',
        });
      const { accounts, accountTags } = this.stores();
      const { schema } = accounts.resource;
      const sheet = await readSpreadsheet(job.fileName, job.file ?? new Uint8Array());
      const columns = importColumns(sheet.header, schema!, importFields(schema!, accounts.resource.readOnlyFields));
      const defaults = { country: accounts.environment.region, agencyId: job.agencyId ?? undefined };
      for (let from = job.processedRows; from < sheet.rows.length; from += BATCH_ROWS) {
        if (this.stopping) return await releaseJob(this.db, job.id, this.id);
        const rows = sheet.rows.slice(from, from + BATCH_ROWS);
        await this.db.transaction().execute(async (trx) => {
          const bodies = rows.map((row) => rowBody(row.cells, columns, schema!, defaults));
          const { ids, refused } = await accounts.createMany(principal, bodies, trx);
          await this.tag(accountTags, principal, ids, job.tags, trx);
          const refusedRows = [...refused].map(([index, errors]) =>
            refusedRow(rows[index], sheet.header, columns, errors, (field) => titleOf(schema!, field)),
          );
          // A stop that arrives while the batch is written undoes it, as a kill would.
          if (this.stopping) throw STOPPED;
          if (
            !(await recordBatch(
              trx,
              job.id,
              this.id,
              from,
              from + rows.length,
              rows.length - refused.size,
              refusedRows,
            ))
          )
            throw TAKEN_OVER;
        });
      }
      await finishJob(this.db, job.id, this.id, { status: 'DONE' });
    } catch (error) {
      if (error === STOPPED) return releaseJob(this.db, job.id, this.id);
      if (error === TAKEN_OVER) return;
      this.log.error({ err: error, job: job.id }, 'account import failed');
      const failure = error instanceof ApiError ? error.detail : 'The import stopped on an unexpected error.';
      await finishJob(this.db, job.id, this.id, { status: 'FAILED', failure });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The job's tags selected on each new account, through the account-tags store (a tag missing in the agency is created). */
  private async tag(
    store: ResourceStore,
    principal: Principal,
    ids: readonly (string | undefined)[],
    tags: readonly string[],
    trx: Kysely<Database>,
  ): Promise<void> {
    if (!tags.length) return;
    const bodies = ids
      .filter((id): id is string => !!id)
      .flatMap((accountId) => tags.map((tagName) => ({ accountId, tagName })));
    const { refused } = await store.createMany(principal, bodies, trx);
    const [first] = refused.values();
    if (first) throw new ApiError(400, first.map((error) => error.detail).join(', '), first);
  }
}

function refusedRow(
  row: SheetRow,
  header: readonly string[],
  columns: ImportColumns,
  errors: { field: string; detail: string }[],
  title: (field: string) => string,
): RefusedRow {
  return {
    number: row.number,
    cells: header.map((_, index) => row.cells[index] ?? ''),
    errors: errors.map((error) => {
      const field = error.field.split('.')[0];
      return { field: error.field, column: columns.columnOf[field] ?? title(field), detail: error.detail };
    }),
  };
}
