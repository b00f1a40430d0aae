import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListPage, ListQuery } from '../../shared/api/types';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import { validateRecord, type ValidationResult } from '../../shared/validation/validateRecord';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/tables';
import { ApiError, invalid, notFound } from '../http/apiError';
import { fieldChanges } from '../history/fieldChanges';
import { findHistoryEntry, listHistory, recordHistoryEvent, type HistoryEntry } from '../history/recordHistory';
import { schemaPropertyNames } from '../../shared/validation/schemaRegistry';
import { listConditions, listOrder } from './listQuerySql';

type ApiRecord = Record<string, unknown>;
// Resources are declared as data, so their queries are built over table names known only at run time.
type AnyDb = Kysely<any>;
export type Scope = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** The server half of a resource: where it is stored and how tenancy applies to it. */
export interface ServerResource {
  declaration: ResourceDeclaration;
  table: keyof Database & string;
  /** Shown in 404 answers, e.g. "Account". */
  label: string;
  /** Rows as the API shows them; columns must be qualified with the table name. */
  selectRows(db: AnyDb): SelectQueryBuilder<any, any, ApiRecord>;
  /** Column behind an API field, for filters and sorts. */
  column(field: string): string;
  /** Column matched by `search=*term*`, lower-cased and trigram-indexed. */
  searchColumn?: string;
  /** Conditions every read, update and delete carries: the records of this type that the caller may see. */
  scope(principal: Principal): Scope;
  /**
   * Fills and checks the tenant columns of a write (a foreign tenant id in a body is refused with 400).
   * Answers the columns to store.
   */
  prepareWrite(db: AnyDb, principal: Principal, value: ApiRecord, existing?: ApiRecord): Promise<ApiRecord>;
  /** Fields the API shows but a write never sets. */
  readOnlyFields: readonly string[];
  /**
   * The team a record belongs to, when the resource is team-owned: a TEAM-realm caller only ever sees its
   * teams' records, and a list asked for `teamId=…` shows that team's only (spec 000 §4).
   */
  teamColumn?: string;
  /** Writes what lives beside the row (e.g. a user's teams), in the same transaction, after insert or update. */
  afterWrite?(trx: AnyDb, principal: Principal, id: string, value: ApiRecord, existing?: ApiRecord): Promise<void>;
  /** Refuses a delete the resource does not allow (throws an ApiError), or tidies what the row leaves behind. */
  beforeDelete?(trx: AnyDb, principal: Principal, existing: ApiRecord): Promise<void>;
  /**
   * Validation other than the declaration's record schema (a form schema composed for the region, at the
   * version the record was answered under). `existing` is the record as the API shows it, on updates.
   */
  validate?(value: ApiRecord, existing?: ApiRecord): ValidationResult;
  /**
   * Turns a stored row into the API record, for resources that keep their answers in one document column.
   * Such a resource maps every field to its columns in `prepareWrite` (clearing included).
   */
  present?(row: ApiRecord): ApiRecord;
}

/** Options of a list beyond the query string conventions. */
export interface ListOptions {
  /** The team selected in the console's header; `all` or absent means every team the caller may see. */
  teamId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The synthetic team that stands for every team the caller may see (spec 000 §4). */
export const ALL_TEAMS = 'all';

export const STALE_EDIT = 'This record was changed by someone else since you opened it. Reload it and try again.';

/**
 * The only way routes reach a resource's rows. Every read and write goes through `scope`, so tenant
 * isolation lives here once and no route can forget it. Every write records its history in the same
 * transaction as the change.
 */
export class ResourceStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly resource: ServerResource,
  ) {}

  private get anyDb(): AnyDb {
    return this.db as AnyDb;
  }

  private scoped(principal: Principal, db: AnyDb = this.anyDb) {
    const { teamColumn } = this.resource;
    let rows = this.resource.selectRows(db).where(this.resource.scope(principal));
    // A team-realm user (an agent) works inside its teams; it never sees another team's records.
    if (teamColumn && principal.realm === 'TEAM') {
      rows = principal.teamIds.length ? rows.where(sql.ref(teamColumn), 'in', principal.teamIds) : rows.where(sql<SqlBool>`false`);
    }
    return rows;
  }

  async list(principal: Principal, query: ListQuery, options: ListOptions = {}): Promise<ListPage<ApiRecord>> {
    const { declaration, teamColumn } = this.resource;
    const conditions = listConditions(declaration, query, (f) => this.resource.column(f), this.resource.searchColumn);
    const order = listOrder(declaration, query);
    let filtered = this.scoped(principal).where((eb) => eb.and(conditions(eb)));
    if (teamColumn && options.teamId && options.teamId !== ALL_TEAMS) {
      if (!UUID.test(options.teamId)) throw invalid([{ field: 'teamId', detail: 'Please select a Team' }]);
      filtered = filtered.where(sql.ref(teamColumn), '=', options.teamId);
    }
    const [content, count] = await Promise.all([
      filtered
        .orderBy(sql.ref(this.resource.column(order.field)), order.direction)
        .orderBy(sql.ref(this.resource.column('id')), 'asc')
        .limit(query.size)
        .offset(query.page * query.size)
        .execute(),
      filtered
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow() as Promise<{ total: number }>,
    ]);
    const present = this.resource.present;
    return { content: present ? content.map((row) => present(row)) : content, totalElements: Number(count.total) };
  }

  async get(principal: Principal, id: string, db: AnyDb = this.anyDb): Promise<ApiRecord> {
    if (!UUID.test(id)) throw notFound(this.resource.label);
    const row = await this.scoped(principal, db).where(sql.ref(this.resource.column('id')), '=', id).executeTakeFirst();
    if (!row) throw notFound(this.resource.label);
    return this.resource.present ? this.resource.present(row) : row;
  }

  /** The row as stored, whoever may see it: what the history of a write records as "after". */
  private async readBack(db: AnyDb, id: string): Promise<ApiRecord | undefined> {
    return this.resource.selectRows(db).where(sql.ref(this.resource.column('id')), '=', id).executeTakeFirst();
  }

  private writable(body: unknown): ApiRecord {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid([{ field: 'body', detail: 'The body must be a JSON object.' }]);
    const value = { ...(body as ApiRecord) };
    for (const field of this.resource.readOnlyFields) delete value[field];
    return value;
  }

  /**
   * A team-realm user writes only into its own teams: a record it creates without a team lands in its
   * first team, and naming a team it is not in is refused.
   */
  private teamOfWrite(principal: Principal, columns: ApiRecord): void {
    const { teamColumn } = this.resource;
    if (!teamColumn || principal.realm !== 'TEAM') return;
    const field = teamColumn.split('.').pop()!;
    if (columns[field] == null) columns[field] = principal.teamIds[0] ?? null;
    if (!principal.teamIds.includes(columns[field] as string)) throw invalid([{ field, detail: 'Please select a Team' }]);
  }

  private record(trx: AnyDb, principal: Principal, recordId: string, action: string, before?: ApiRecord, after?: ApiRecord) {
    return recordHistoryEvent(trx as Kysely<Database>, {
      resource: this.resource.declaration.name,
      recordId,
      action,
      actor: { userId: principal.userId, email: principal.email },
      impersonatorUserId: (principal as Principal & { impersonatorUserId?: string | null }).impersonatorUserId ?? null,
      changes: fieldChanges(before, after),
    });
  }

  private check(value: ApiRecord, existing?: ApiRecord): ValidationResult {
    return this.resource.validate ? this.resource.validate(value, existing) : validateRecord(this.resource.declaration.schema, value);
  }

  async create(principal: Principal, body: unknown): Promise<ApiRecord> {
    const { value, errors } = this.check(this.writable(body));
    if (errors.length) throw invalid(errors);
    const id = await this.anyDb.transaction().execute(async (trx) => {
      const columns = await this.resource.prepareWrite(trx, principal, value);
      this.teamOfWrite(principal, columns);
      const inserted = await trx.insertInto(this.resource.table).values(columns).returning('id').executeTakeFirstOrThrow();
      const newId = inserted.id as string;
      await this.resource.afterWrite?.(trx, principal, newId, value);
      await this.record(trx, principal, newId, 'create', undefined, await this.readBack(trx, newId));
      return newId;
    });
    return this.get(principal, id);
  }

  async update(principal: Principal, id: string, body: unknown, action: 'update' | 'revert' = 'update'): Promise<ApiRecord> {
    const incoming = this.writable(body);
    const expectedVersion = (body as ApiRecord).version;
    await this.anyDb.transaction().execute(async (trx) => {
      const existing = await this.get(principal, id, trx);
      if (expectedVersion !== undefined && Number(expectedVersion) !== Number(existing.version)) throw new ApiError(409, STALE_EDIT);
      // PUT merges: a field the body leaves out keeps its value (the validator reads null as absent).
      const { value, errors } = this.check({ ...this.writable(existing), ...incoming }, existing);
      if (errors.length) throw invalid(errors);
      const columns = await this.resource.prepareWrite(trx, principal, value, existing);
      this.teamOfWrite(principal, columns);
      // A field of the record that the body sends blank or null is cleared; one it leaves out keeps its value.
      if (!this.resource.present) for (const field of Object.keys(incoming)) if (field in existing && !(field in value) && !(field in columns)) columns[field] = null;
      const updated = await trx
        .updateTable(this.resource.table)
        .set({ ...columns, modified: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .where('version', '=', existing.version)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new ApiError(409, STALE_EDIT);
      await this.resource.afterWrite?.(trx, principal, id, value, existing);
      await this.record(trx, principal, id, action, existing, await this.readBack(trx, id));
    });
    return this.get(principal, id);
  }

  async remove(principal: Principal, id: string): Promise<ApiRecord> {
    return this.anyDb.transaction().execute(async (trx) => {
      const existing = await this.get(principal, id, trx);
      await this.resource.beforeDelete?.(trx, principal, existing);
      await trx.deleteFrom(this.resource.table).where('id', '=', id).execute();
      await this.record(trx, principal, id, 'delete', existing, undefined);
      return existing;
    });
  }

  /** A record's history, newest first; only for a caller who may see the record. */
  async history(principal: Principal, id: string): Promise<HistoryEntry[]> {
    await this.get(principal, id);
    return listHistory(this.db, this.resource.declaration.name, id);
  }

  /**
   * Puts back the "before" values of one history entry through the normal validated update, so a revert
   * obeys every rule a hand-made edit does, and is itself recorded (action "revert").
   */
  async revert(principal: Principal, id: string, historyId: string): Promise<ApiRecord> {
    const current = await this.get(principal, id);
    const entry = UUID.test(historyId) ? await findHistoryEntry(this.db, this.resource.declaration.name, id, historyId) : undefined;
    if (!entry) throw notFound('History entry');
    const writable = new Set(schemaPropertyNames(this.resource.declaration.schema));
    const restore: ApiRecord = { version: current.version };
    for (const change of entry.changes) if (writable.has(change.field)) restore[change.field] = change.before;
    return this.update(principal, id, restore, 'revert');
  }
}
