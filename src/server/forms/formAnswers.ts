/**
 * Answers of an account's forms (account details, security questionnaires, social engineering…): one
 * document per account and form, stored with the schema id and version it was answered under.
 */
import type { Kysely } from 'kysely';
import type { StoredAnswers } from '../../shared/api/formAnswers';
import { validateForm } from '../../shared/forms/validateForm';
import type { Database } from '../db/tables';
import { ApiError, invalid } from '../http/apiError';
import { STALE_EDIT } from '../resources/resourceStore';
import type { FormCatalogue } from './formCatalogue';
import type { Region } from '../../shared/region/regions';

export class FormAnswers {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: FormCatalogue,
    private readonly region: Region,
  ) {}

  /** The caller must have been checked for access to the account. */
  async read(form: string, accountId: string, db: Kysely<Database> = this.db): Promise<StoredAnswers> {
    const row = await db
      .selectFrom('formAnswers')
      .selectAll()
      .where('accountId', '=', accountId)
      .where('form', '=', form)
      .executeTakeFirst();
    if (!row)
      return {
        form,
        accountId,
        schemaId: form,
        schemaVersion: this.catalogue.latestVersion(form),
        answers: {},
        version: 0,
      };
    return {
      form,
      accountId,
      schemaId: row.schemaId,
      schemaVersion: row.schemaVersion,
      answers: row.answers,
      version: row.version,
    };
  }

  /**
   * Validates and stores the answers in one transaction. `rule` (a resource's answer rule) runs inside it after
   * validation, with the stored answers and the new ones; what it answers is added to the answer.
   */
  async write(
    form: string,
    accountId: string,
    body: { answers?: unknown; version?: unknown },
    rule?: (
      trx: Kysely<Database>,
      existing: StoredAnswers,
      answers: Record<string, unknown>,
    ) => Promise<Record<string, unknown> | void>,
  ): Promise<StoredAnswers & Record<string, unknown>> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await this.read(form, accountId, trx);
      if (body.version !== undefined && Number(body.version) !== existing.version) throw new ApiError(409, STALE_EDIT);
      // Answers keep the version they were first given under; a new form starts at the latest.
      const { schema, locale } = this.catalogue.compose(form, this.region, existing.schemaVersion);
      const { value, errors } = validateForm(schema, body.answers ?? {}, { locale });
      if (errors.length) throw invalid(errors);
      const added = rule ? await rule(trx, existing, value) : undefined;
      const answers = JSON.stringify(value);
      if (existing.version === 0) {
        await trx
          .insertInto('formAnswers')
          .values({ accountId, form, schemaId: form, schemaVersion: existing.schemaVersion, answers })
          .execute();
      } else {
        const updated = await trx
          .updateTable('formAnswers')
          .set({ answers, modified: new Date(), version: existing.version + 1 })
          .where('accountId', '=', accountId)
          .where('form', '=', form)
          .where('version', '=', existing.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(409, STALE_EDIT);
      }
      return { ...(await this.read(form, accountId, trx)), ...added };
    });
  }

  /** The stored record's id (its history is kept under it), if the account answered the form. */
  async recordId(form: string, accountId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('formAnswers')
      .select('id')
      .where('accountId', '=', accountId)
      .where('form', '=', form)
      .executeTakeFirst();
    return row?.id;
  }

  /** One page of a form's stored answers in id order, after `afterId` (answer migrations read them this way). */
  async page(form: string, afterId: string | undefined, limit: number, db: Kysely<Database> = this.db) {
    let query = db.selectFrom('formAnswers').selectAll().where('form', '=', form);
    if (afterId !== undefined) query = query.where('id', '>', afterId);
    return query.orderBy('id').limit(limit).execute();
  }

  /**
   * Replaces one record's answers and schema version if it is still at `expectedVersion`, bumping its version;
   * answers whether it did. Answer migrations use it inside their transaction, next to the history entry.
   */
  async replaceVersion(
    trx: Kysely<Database>,
    id: string,
    expectedVersion: number,
    next: { schemaVersion: number; answers: Record<string, unknown> },
  ): Promise<boolean> {
    const updated = await trx
      .updateTable('formAnswers')
      .set({
        schemaVersion: next.schemaVersion,
        answers: JSON.stringify(next.answers),
        modified: new Date(),
        version: expectedVersion + 1,
      })
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
}
