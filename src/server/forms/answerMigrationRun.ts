/**
 * Moves a form's stored answers from one version to the next with its migration file: reads them in pages,
 * migrates each in memory and validates it against the target version. A dry run only reports. A real run
 * refuses to start while any record cannot be moved; it then writes in transactions of bounded size, each
 * record's version bumped and a history entry (`migrate`, the actor, the migration id, the answers before and
 * after) beside it. Records already on the target version are skipped, so a run stopped half-way and started
 * again moves each record once. `revertMigration` puts back the answers the history holds.
 */
import type { Kysely } from 'kysely';
import type { AnswerMigration } from '../../shared/forms/migration/answerMigration';
import { migrateAnswers } from '../../shared/forms/migration/migrateAnswers';
import { validateForm } from '../../shared/forms/validateForm';
import type { Region } from '../../shared/region/regions';
import type { Database } from '../db/tables';
import { fieldChanges } from '../history/fieldChanges';
import { recordHistoryEvent } from '../history/recordHistory';
import type { FormAnswers } from './formAnswers';
import type { FormCatalogue } from './formCatalogue';
import { addFailure, emptyReport, type MigrationReport } from './migrationReport';

/** JSON equality regardless of key order (jsonb does not keep it). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export const MIGRATE_ACTION = 'migrate';
export const REVERT_MIGRATION_ACTION = 'revert-migration';
/** History of stored form answers is kept under this resource name, by form_answers id. */
export const FORM_ANSWERS_HISTORY = 'formAnswers';

export interface MigrationContext {
  db: Kysely<Database>;
  answers: FormAnswers;
  catalogue: FormCatalogue;
  region: Region;
}

export interface RunOptions {
  /** Rows read per page. */
  pageSize?: number;
  /** Records written per transaction. */
  transactionSize?: number;
  /** Who runs it: a user's e-mail (linked to the user when there is one) or a name. */
  actor: string;
  /** Called after each committed transaction with the number moved so far (progress; tests stop a run here). */
  afterTransaction?: (moved: number) => void | Promise<void>;
}

type Row = Awaited<ReturnType<FormAnswers['page']>>[number];
type Planned = { row: Row; answers: Record<string, unknown> };

async function* pages(context: MigrationContext, form: string, pageSize: number): AsyncGenerator<Row[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await context.answers.page(form, after, pageSize);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1].id;
  }
}

/** The migrated answers of one record, or why it cannot be moved; undefined when it is already current. */
function planRecord(
  context: MigrationContext,
  migration: AnswerMigration,
  row: Row,
): { answers: Record<string, unknown> } | { reasons: string[] } | undefined {
  if (row.schemaVersion === migration.to) return undefined;
  if (row.schemaVersion !== migration.from)
    return { reasons: [`answered under v${row.schemaVersion}, not v${migration.from}`] };
  const moved = migrateAnswers(row.answers, migration);
  if (!moved.ok) return { reasons: moved.reasons };
  const target = context.catalogue.compose(migration.form, context.region, migration.to);
  const { value, errors } = validateForm(target.schema, moved.answers, { locale: target.locale });
  if (errors.length) return { reasons: errors.map((e) => `fails v${migration.to}: ${e.field}: ${e.detail}`) };
  return { answers: value as Record<string, unknown> };
}

function tally(report: MigrationReport, row: Row, planned: ReturnType<typeof planRecord>): Planned | undefined {
  report.total += 1;
  if (!planned) {
    report.alreadyCurrent += 1;
    return undefined;
  }
  if ('reasons' in planned) {
    for (const reason of planned.reasons) addFailure(report, reason, row);
    return undefined;
  }
  report.wouldMove += 1;
  for (const change of fieldChanges(row.answers, planned.answers))
    report.fieldChanges[change.field] = (report.fieldChanges[change.field] ?? 0) + 1;
  return { row, answers: planned.answers };
}

/** The dry run: what the migration would do to every stored answer of its form. Writes nothing. */
export async function planMigration(
  context: MigrationContext,
  migration: AnswerMigration,
  pageSize = 200,
): Promise<MigrationReport> {
  const report = emptyReport(migration.id, migration.form, migration.from, migration.to);
  for await (const rows of pages(context, migration.form, pageSize))
    for (const row of rows) tally(report, row, planRecord(context, migration, row));
  return report;
}

async function actorOf(db: Kysely<Database>, actor: string): Promise<{ userId: string | null; email: string }> {
  const user = await db.selectFrom('users').select('id').where('email', '=', actor).executeTakeFirst();
  return { userId: user?.id ?? null, email: actor };
}

export class MigrationRefused extends Error {
  constructor(readonly report: MigrationReport) {
    super(
      `${report.migrationId} refused: ${report.failedIds.length} record(s) cannot be moved: ${report.failedIds.join(', ')}`,
    );
  }
}

/** The real run. Refuses (MigrationRefused, with the report) when any record cannot be moved. */
export async function runMigration(
  context: MigrationContext,
  migration: AnswerMigration,
  options: RunOptions,
): Promise<MigrationReport> {
  const pageSize = options.pageSize ?? 200;
  const transactionSize = options.transactionSize ?? 50;
  const plan = await planMigration(context, migration, pageSize);
  if (plan.failedIds.length) throw new MigrationRefused(plan);
  const actor = await actorOf(context.db, options.actor);
  const report = emptyReport(migration.id, migration.form, migration.from, migration.to);
  for await (const rows of pages(context, migration.form, pageSize)) {
    const batch = rows.map((row) => tally(report, row, planRecord(context, migration, row)));
    const moving = batch.filter((planned): planned is Planned => planned !== undefined);
    for (let i = 0; i < moving.length; i += transactionSize) {
      const slice = moving.slice(i, i + transactionSize);
      await context.db.transaction().execute(async (trx) => {
        for (const { row, answers } of slice) {
          const replaced = await context.answers.replaceVersion(trx, row.id, row.version, {
            schemaVersion: migration.to,
            answers,
          });
          if (!replaced) throw new Error(`${row.id} changed while ${migration.id} ran; run it again`);
          await recordHistoryEvent(trx, {
            resource: FORM_ANSWERS_HISTORY,
            recordId: row.id,
            action: MIGRATE_ACTION,
            actor,
            changes: [
              { field: 'migration', before: null, after: migration.id },
              { field: 'schemaVersion', before: migration.from, after: migration.to },
              { field: 'answers', before: row.answers, after: answers },
            ],
          });
        }
      });
      report.moved += slice.length;
      await options.afterTransaction?.(report.moved);
    }
  }
  return report;
}

export interface RevertReport {
  migrationId: string;
  reverted: number;
  /** Records whose answers changed after the migration: not reverted. */
  changedSince: string[];
}

/**
 * Puts back, for every record the migration moved and that is unchanged since, the answers and version it had
 * before (from its history), with a `revert-migration` history entry. Refuses when any was changed since.
 */
export async function revertMigration(
  context: MigrationContext,
  migration: AnswerMigration,
  options: RunOptions,
): Promise<RevertReport> {
  const transactionSize = options.transactionSize ?? 50;
  const entries = await context.db
    .selectFrom('recordHistory')
    .select(['recordId', 'changes', 'created', 'id'])
    .where('resource', '=', FORM_ANSWERS_HISTORY)
    .where('action', 'in', [MIGRATE_ACTION, REVERT_MIGRATION_ACTION])
    .orderBy('created')
    .orderBy('id')
    .execute();
  // The last migrate-or-revert entry of each record decides: only records whose last one is this migration.
  const last = new Map<string, { action: 'migrate' | 'revert'; before: unknown; after: unknown }>();
  for (const entry of entries) {
    const changes = (entry.changes ?? []) as { field: string; before: unknown; after: unknown }[];
    const id = changes.find((c) => c.field === 'migration');
    const answers = changes.find((c) => c.field === 'answers');
    if (!id || !answers || (id.after !== migration.id && id.before !== migration.id)) continue;
    last.set(entry.recordId, {
      action: id.after === migration.id ? 'migrate' : 'revert',
      before: answers.before,
      after: answers.after,
    });
  }
  const toRevert: { row: Row; before: Record<string, unknown> }[] = [];
  const changedSince: string[] = [];
  for await (const rows of pages(context, migration.form, 500))
    for (const row of rows) {
      const entry = last.get(row.id);
      if (entry?.action !== 'migrate') continue;
      const unchanged = row.schemaVersion === migration.to && sameJson(row.answers, entry.after);
      if (unchanged) toRevert.push({ row, before: entry.before as Record<string, unknown> });
      else changedSince.push(row.id);
    }
  if (changedSince.length)
    throw new Error(
      `${migration.id} cannot be reverted: ${changedSince.length} record(s) changed since: ${changedSince.join(', ')}`,
    );
  const actor = await actorOf(context.db, options.actor);
  let reverted = 0;
  for (let i = 0; i < toRevert.length; i += transactionSize) {
    const slice = toRevert.slice(i, i + transactionSize);
    await context.db.transaction().execute(async (trx) => {
      for (const { row, before } of slice) {
        const replaced = await context.answers.replaceVersion(trx, row.id, row.version, {
          schemaVersion: migration.from,
          answers: before,
        });
        if (!replaced) throw new Error(`${row.id} changed while reverting ${migration.id}; run it again`);
        await recordHistoryEvent(trx, {
          resource: FORM_ANSWERS_HISTORY,
          recordId: row.id,
          action: REVERT_MIGRATION_ACTION,
          actor,
          changes: [
            { field: 'migration', before: migration.id, after: null },
            { field: 'schemaVersion', before: migration.to, after: migration.from },
            { field: 'answers', before: row.answers, after: before },
          ],
        });
      }
    });
    reverted += slice.length;
    await options.afterTransaction?.(reverted);
  }
  return { migrationId: migration.id, reverted, changedSince };
}
