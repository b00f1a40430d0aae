import { sql, type Kysely } from 'kysely';
import { precompiledSelections } from './precompiledSelections';
import { listConditions } from './listQuerySql';
import { ResourceList } from './resourceList';
import type { FieldError, ListPage, ListQuery, StoredRecord } from '../../shared/api/types';
import { createValidator, type ValidationResult, type Validator } from '../../shared/validation/validateRecord';
import { REGION_PROFILES } from '../../shared/region/regions';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/tables';
import { tablesByName } from '../db/tablesByName';
import { ApiError, invalid, notFound } from '../http/apiError';
import { fieldChanges } from '../history/fieldChanges';
import type { FieldChange } from '../../shared/api/history';
import {
  findHistoryEntry,
  listHistory,
  recordHistoryEvent,
  recordHistoryEvents,
  type HistoryEntry,
} from '../history/recordHistory';
import { schemaPropertyNames } from '../../shared/validation/schemaRegistry';
import { refusedTransition } from '../actions/refusedTransition';
import { STATUS_FIELD, type ResourceAction } from '../actions/resourceAction';
import { PlatformEvents, recordEvent } from '../events/platformEvents';
import { clientRecordScope, type TeamNarrowing } from '../tenancy/clientRecord';
import { storeOfStores, type StoreOf } from './storeOf';

import type {
  AnyDb,
  ApiRecord,
  ListOptions,
  ServerResource,
  StoreEnvironment,
  WriteEnvironment,
} from './serverResource';
export type { ListOptions, ResourceContext, ServerResource, StoreEnvironment } from './serverResource';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside an update's transaction to roll back a write that changed nothing. */
const NO_CHANGE = Symbol('no change');

/** A write of a resource's record, announced once its transaction has committed. */
export interface CommittedWrite {
  action: 'create';
  principal: Principal;
  /** The record as its writer sees it. */
  record: ApiRecord;
}

export const STALE_EDIT = 'This record was changed by someone else since you opened it. Reload it and try again.';

/**
 * A row the store read back as the API answers it, typed as the resource's record: every write was validated against
 * the record schema the type is generated from, and the store's own fields are always there.
 */
const asStored = <T extends object>(record: ApiRecord) => record as StoredRecord<T>;

/** The version a write says its caller read: absent, or a whole number (anything else is a 400 naming `version`). */
function versionOf(sent: unknown): number | undefined {
  if (sent === undefined || sent === null) return undefined;
  if (typeof sent === 'number' && Number.isInteger(sent) && sent >= 0) return sent;
  if (typeof sent === 'string' && /^\d{1,9}$/.test(sent)) return Number(sent);
  throw invalid([{ field: 'version', detail: 'version must be a whole number' }]);
}

/**
 * The only way routes reach a resource's rows. Every read and write goes through `scope`, so tenant
 * isolation lives here once and no route can forget it. Every write records its history in the same
 * transaction as the change. `T` is the resource's record type (`ResourceRecords`), `ApiRecord` where none is named.
 */
export class ResourceStore<T extends object = ApiRecord> {
  constructor(
    private readonly db: Kysely<Database>,
    readonly resource: ServerResource,
    /** What the server was built with that a resource's rules may need (the forms of its region). */
    readonly environment: StoreEnvironment,
  ) {
    if (!resource.clientRecord === !resource.scope)
      throw new Error(`Resource ${resource.declaration.name} must declare exactly one of clientRecord and scope`);
    this.validator = createValidator(REGION_PROFILES[environment.region].locale);
    this.pages = new ResourceList(this.anyDb, resource, () => this.rows(this.anyDb));
  }

  /** This resource's list pages (resourceList.ts). */
  private readonly pages: ResourceList;

  /** The record validator with the generic texts of the server's locale (en-GB and en-AU wording included). */
  private readonly validator: Validator;

  private peers: readonly ResourceStore[] = [];

  private events = new PlatformEvents();

  /** The stores of the other resources of the same server (`ActionInput.storeOf`), and its event subscribers. */
  connect(peers: readonly ResourceStore[], events?: PlatformEvents): void {
    this.peers = peers;
    if (events) this.events = events;
  }

  /** Raises the events a write declares (`emits`), with the record as stored after it, in the write's transaction. */
  private async raise(
    trx: AnyDb,
    before: ApiRecord | undefined,
    after: ApiRecord | undefined,
    actionEmits?: string,
  ): Promise<void> {
    const { emits, declaration, present } = this.resource;
    if (!after) return;
    const moved =
      before?.[STATUS_FIELD] !== after[STATUS_FIELD] ? emits?.status?.[String(after[STATUS_FIELD])] : undefined;
    const types = new Set(
      [actionEmits, before ? undefined : emits?.create, moved].filter((type): type is string => Boolean(type)),
    );
    for (const type of types)
      await this.events.emit(trx, recordEvent(type, declaration.name, present ? present(after) : after));
  }

  private storeOf: StoreOf = storeOfStores(() => this.peers);

  /** What `prepareWrite` gets: the environment and the other stores. */
  private get writeEnvironment(): WriteEnvironment {
    return { ...this.environment, storeOf: this.storeOf };
  }

  private readonly committedListeners: ((write: CommittedWrite) => Promise<void>)[] = [];

  /**
   * Runs `listener` after each create of this resource has committed, before the answer is sent (a user's
   * invitation; webhook events to come): a refused or rolled-back write announces nothing.
   */
  onCommitted(listener: (write: CommittedWrite) => Promise<void>): void {
    this.committedListeners.push(listener);
  }

  private async announce(write: CommittedWrite): Promise<void> {
    for (const listener of this.committedListeners) await listener(write);
  }

  private get anyDb(): AnyDb {
    return this.db as AnyDb;
  }

  /**
   * The resource's `selectRows` on the store's own database, built once, its select list written once
   * (`precompiledSelections`): Kysely's builders are immutable, and parsing, then writing, a select list of
   * thirty columns on every request was a measurable part of a list answer.
   */
  private baseRows?: ReturnType<ServerResource['selectRows']>;

  private rows(db: AnyDb) {
    if (db !== this.anyDb) return this.resource.selectRows(db);
    return (this.baseRows ??= precompiledSelections(this.db, this.resource.selectRows(db)));
  }

  /** The caller's records of this resource; a list's team narrowing applies to client records only. */
  private scoped(principal: Principal, db: AnyDb = this.anyDb, narrowing: TeamNarrowing = {}) {
    const { clientRecord, scope } = this.resource;
    return this.rows(db).where(
      clientRecord ? clientRecordScope(principal, clientRecord, narrowing) : scope!(principal),
    );
  }

  /**
   * Every row the caller may see, as its lists would show them (tenant, teams and an optional narrowing), for
   * code that counts or joins them (dashboards): the only way to a resource's rows besides the CRUD methods.
   */
  visibleRows(principal: Principal, narrowing: TeamNarrowing = {}, db: AnyDb = this.anyDb) {
    return this.scoped(principal, db, narrowing);
  }

  /** A page of the caller's records as the API answers it: dates as ISO text, after the resource's `present`. */
  async list(principal: Principal, query: ListQuery, options: ListOptions = {}): Promise<ListPage<StoredRecord<T>>> {
    const page = await this.pages.page(principal, query, options);
    const present = this.resource.present ?? ((row: ApiRecord) => row);
    return { ...page, content: page.content.map((row) => asStored<T>(present(row))) };
  }

  /**
   * The total of a money field over every record the caller's list with `query` would show (its filters, search
   * and team narrowing; not its paging), summed by the database in whole cents.
   */
  async sum(principal: Principal, query: ListQuery, field: string, narrowing: TeamNarrowing = {}): Promise<number> {
    const { declaration, column, searchColumn } = this.resource;
    const conditions = listConditions(declaration, query, (name) => column(name), searchColumn);
    const matching = this.scoped(principal, this.anyDb, narrowing)
      .where((eb) => eb.and(conditions(eb)))
      .as('matching');
    const row = await this.db
      .selectFrom(matching)
      .select(sql<string>`coalesce(sum(round(${sql.ref(`matching.${field}`)}::numeric * 100)), 0)`.as('cents'))
      .executeTakeFirstOrThrow();
    return Number(row.cents) / 100;
  }

  /** One record the caller may see, as the API answers it (404 when it is not there or not the caller's). */
  async get(principal: Principal, id: string, db: AnyDb = this.anyDb): Promise<StoredRecord<T>> {
    return asStored<T>(await this.read(principal, id, db));
  }

  private async read(principal: Principal, id: string, db: AnyDb = this.anyDb): Promise<ApiRecord> {
    if (!UUID.test(id)) throw notFound(this.resource.label);
    const row = await this.scoped(principal, db)
      .where(sql.ref(this.resource.column('id')), '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(this.resource.label);
    return this.resource.present ? this.resource.present(row) : row;
  }

  /** The row as stored, whoever may see it: what the history of a write records as "after". */
  private async readBack(db: AnyDb, id: string): Promise<ApiRecord | undefined> {
    return this.rows(db)
      .where(sql.ref(this.resource.column('id')), '=', id)
      .executeTakeFirst();
  }

  private writable(body: unknown): ApiRecord {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw invalid([{ field: 'body', detail: 'The body must be a JSON object.' }]);
    const value = { ...(body as ApiRecord) };
    for (const field of this.resource.readOnlyFields) delete value[field];
    return value;
  }

  /**
   * A team-realm user writes only into its own teams: a record it creates without a team lands in its
   * first team, and naming a team it is not in is refused.
   */
  private teamOfWrite(principal: Principal, columns: ApiRecord): void {
    const teamColumn = this.resource.clientRecord?.self?.teamColumn;
    if (!teamColumn || principal.realm !== 'TEAM') return;
    const field = teamColumn.split('.').pop()!;
    if (columns[field] == null) columns[field] = principal.teamIds[0] ?? null;
    if (!principal.teamIds.includes(columns[field] as string))
      throw invalid([{ field, detail: 'Please select a Team' }]);
  }

  private historyEvent(
    principal: Principal,
    recordId: string,
    action: string,
    before?: ApiRecord,
    after?: ApiRecord,
    described?: FieldChange[],
  ) {
    return {
      resource: this.resource.declaration.name,
      recordId,
      action,
      actor: { userId: principal.userId, email: principal.email },
      impersonatorUserId: (principal as Principal & { impersonatorUserId?: string | null }).impersonatorUserId ?? null,
      changes: described ?? fieldChanges(before, after),
    };
  }

  private record(
    trx: AnyDb,
    principal: Principal,
    recordId: string,
    action: string,
    before?: ApiRecord,
    after?: ApiRecord,
    described?: FieldChange[],
  ) {
    return recordHistoryEvent(
      trx as Kysely<Database>,
      this.historyEvent(principal, recordId, action, before, after, described),
    );
  }

  private check(value: ApiRecord, existing?: ApiRecord): ValidationResult {
    const { validate, declaration, schema } = this.resource;
    if (validate) return validate(value, existing, this.environment);
    if (!schema)
      throw new Error(`Resource ${declaration.name} declares neither a record schema nor its own validation`);
    return this.validator.validateRecord(schema, value);
  }

  /**
   * Creates a record. `within`: the transaction of another write (an action's effect) to create it in; the
   * record is then kept or lost with that write, and no committed-write listener is told.
   */
  async create(principal: Principal, body: unknown, within?: AnyDb): Promise<StoredRecord<T>> {
    const { value, errors } = this.check(this.writable(body));
    if (errors.length) throw invalid(errors);
    const revealed: ApiRecord = {};
    const insert = async (trx: AnyDb) => {
      const columns = await this.resource.prepareWrite(
        trx,
        principal,
        value,
        undefined,
        this.writeEnvironment,
        (fields) => Object.assign(revealed, fields),
      );
      this.teamOfWrite(principal, columns);
      const inserted = await tablesByName(trx)
        .insertInto(this.resource.table)
        .values(columns)
        .returning('id')
        .executeTakeFirstOrThrow();
      const newId = inserted.id as string;
      await this.resource.afterWrite?.(trx, principal, newId, value);
      const after = await this.readBack(trx, newId);
      await this.record(trx, principal, newId, 'create', undefined, after);
      await this.raise(trx, undefined, after);
      return newId;
    };
    if (within) return asStored<T>({ ...(await this.read(principal, await insert(within), within)), ...revealed });
    const id = await this.anyDb.transaction().execute(insert);
    const record = await this.read(principal, id);
    await this.announce({ action: 'create', principal, record });
    return asStored<T>({ ...record, ...revealed });
  }

  /**
   * Creates many records inside `within` (the caller's transaction; a bulk import commits a batch at a time):
   * each body is validated and passes the resource's write rules exactly as `create` checks one, the accepted
   * ones are inserted a few hundred to a statement, each with its history entry and the events a create raises. A refused body (400) writes
   * nothing and comes back by its index with its field errors; any other failure throws. Nobody is told of the
   * writes (as with `create` inside another write).
   */
  async createMany(
    principal: Principal,
    bodies: readonly unknown[],
    within: AnyDb,
  ): Promise<{ ids: (string | undefined)[]; refused: Map<number, FieldError[]> }> {
    const refused = new Map<number, FieldError[]>();
    const ids: (string | undefined)[] = bodies.map(() => undefined);
    const accepted: { id: string; value: ApiRecord; columns: ApiRecord }[] = [];
    for (const [index, body] of bodies.entries()) {
      try {
        const { value, errors } = this.check(this.writable(body));
        if (errors.length) throw invalid(errors);
        const columns = await this.resource.prepareWrite(within, principal, value, undefined, this.writeEnvironment);
        this.teamOfWrite(principal, columns);
        ids[index] = crypto.randomUUID();
        accepted.push({ id: ids[index]!, value, columns: { ...columns, id: ids[index] } });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        refused.set(index, error.errors ?? [{ field: 'body', detail: error.detail }]);
      }
    }
    const perStatement = Math.max(
      1,
      Math.floor(20_000 / Math.max(1, ...accepted.map((row) => Object.keys(row.columns).length))),
    );
    for (let start = 0; start < accepted.length; start += perStatement) {
      const chunk = accepted.slice(start, start + perStatement);
      await tablesByName(within)
        .insertInto(this.resource.table)
        .values(chunk.map((row) => row.columns))
        .execute();
      for (const row of chunk) await this.resource.afterWrite?.(within, principal, row.id, row.value);
      const stored = await this.resource
        .selectRows(within)
        .where(
          sql.ref(this.resource.column('id')),
          'in',
          chunk.map((row) => row.id),
        )
        .execute();
      await recordHistoryEvents(
        within as Kysely<Database>,
        stored.map((after) => this.historyEvent(principal, String(after.id), 'create', undefined, after)),
      );
      for (const after of stored) await this.raise(within, undefined, after);
    }
    return { ids, refused };
  }

  async update(
    principal: Principal,
    id: string,
    body: unknown,
    action: 'update' | 'revert' = 'update',
  ): Promise<StoredRecord<T>> {
    // A body the resource reads as one of its actions (the spec's PUT /{id} request to bind) is that action.
    const routed = action === 'update' ? this.resource.actionOfUpdate?.(body) : undefined;
    if (routed) return this.act(principal, id, routed, body);
    const incoming = this.writable(body);
    const expectedVersion = versionOf((body as ApiRecord).version);
    await this.anyDb
      .transaction()
      .execute(async (trx) => {
        const existing = await this.read(principal, id, trx);
        if (expectedVersion !== undefined && Number(expectedVersion) !== Number(existing.version))
          throw new ApiError(409, STALE_EDIT);
        const stored = await this.readBack(trx, id);
        // PUT merges: a field the body leaves out keeps its value (the validator reads null as absent).
        const { value, errors } = this.check({ ...this.writable(existing), ...incoming }, existing);
        if (errors.length) throw invalid(errors);
        const columns = await this.resource.prepareWrite(trx, principal, value, existing, this.writeEnvironment);
        this.teamOfWrite(principal, columns);
        // A field of the record that the body sends blank or null is cleared; one it leaves out keeps its value.
        if (!this.resource.present)
          for (const field of Object.keys(incoming))
            if (field in existing && !(field in value) && !(field in columns)) columns[field] = null;
        await this.writeVersion(trx, id, existing.version, columns);
        await this.resource.afterWrite?.(trx, principal, id, value, existing);
        const after = await this.readBack(trx, id);
        // A write that changes no value (only the version, or the stored values again) is undone: no new version, no history.
        if (!fieldChanges(stored, after).length) throw NO_CHANGE;
        await this.record(trx, principal, id, action, existing, after);
        await this.raise(trx, stored, after);
      })
      .catch((error: unknown) => {
        if (error !== NO_CHANGE) throw error;
      });
    return this.get(principal, id);
  }

  /** Writes `columns` over the version the caller read, bumping it; another write in between is a 409. */
  private async writeVersion(trx: AnyDb, id: string, version: unknown, columns: ApiRecord): Promise<void> {
    const updated = await tablesByName(trx)
      .updateTable(this.resource.table)
      .set({ ...columns, modified: new Date(), version: sql`version + 1` })
      .where('id', '=', id)
      .where('version', '=', version)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new ApiError(409, STALE_EDIT);
  }

  /**
   * Runs a declared lifecycle action on one record (see `ResourceAction`): tenancy (404), body (400), the version
   * the caller saw (409), the from-state (409 naming the status and what is allowed), then the effect, the new
   * status, a version bump and the history entry, in one transaction. `within`: the transaction of another
   * write to act in (an account change that invalidates its quotes); the action is then kept or lost with it.
   */
  async act(
    principal: Principal,
    id: string,
    action: ResourceAction,
    body: unknown,
    within?: AnyDb,
  ): Promise<StoredRecord<T>> {
    const sent = body === undefined || body === null ? {} : body;
    const { value, errors } = action.body
      ? this.validator.validateWithSchema(action.body, sent)
      : { value: {}, errors: [] };
    if (errors.length) throw invalid(errors);
    const expectedVersion = versionOf((sent as ApiRecord).version);
    const revealed: ApiRecord = {};
    const reveal = (fields: ApiRecord) => Object.assign(revealed, fields);
    let described: FieldChange[] | undefined;
    const describe = (changes: FieldChange[]) => (described = changes);
    const run = async (trx: AnyDb) => {
      const existing = await this.read(principal, id, trx);
      // An action that keeps the version still waits for another one on the same record (no version bump to collide on).
      if (action.keepsVersion)
        await tablesByName(trx).selectFrom(this.resource.table).select('id').where('id', '=', id).forUpdate().execute();
      if (expectedVersion !== undefined && Number(expectedVersion) !== Number(existing.version))
        throw new ApiError(409, STALE_EDIT);
      const status = existing[STATUS_FIELD];
      if (action.from && !action.from.includes(String(status)))
        throw refusedTransition(this.resource, action, String(status));
      const changes: ApiRecord = {
        ...(await action.effect?.({
          trx,
          principal,
          record: existing,
          body: value,
          storeOf: this.storeOf,
          reveal,
          describe,
        })),
      };
      if (action.to) changes[STATUS_FIELD] = action.to;
      const stored = await this.readBack(trx, id);
      if (!action.keepsVersion) await this.writeVersion(trx, id, existing.version, changes);
      else if (Object.keys(changes).length) throw new Error(`${action.name} keeps the version but changes the record`);
      const after = await this.readBack(trx, id);
      await this.record(trx, principal, id, action.name, existing, after, described);
      await this.raise(trx, stored, after, action.emits);
    };
    if (within) {
      await run(within);
      return asStored<T>({ ...(await this.read(principal, id, within)), ...revealed });
    }
    await this.anyDb.transaction().execute(run);
    return asStored<T>({ ...(await this.read(principal, id)), ...revealed });
  }

  /**
   * Deletes a record the caller may see, as an update writes: the version the caller read (a stale one is the 409
   * of a stale edit), the history entry and the declared `emits.delete` event, in one transaction; inside `within`
   * when given (the caller's transaction). `expectedVersion` undefined: the caller did not say which version it saw.
   */
  async remove(principal: Principal, id: string, within?: AnyDb, expectedVersion?: unknown): Promise<StoredRecord<T>> {
    versionOf(expectedVersion);
    const removeIn = async (trx: AnyDb) => {
      const existing = await this.read(principal, id, trx);
      if (expectedVersion !== undefined && Number(expectedVersion) !== Number(existing.version))
        throw new ApiError(409, STALE_EDIT);
      const stored = await this.readBack(trx, id);
      await this.resource.beforeDelete?.(trx, principal, existing);
      // Over the version read above: a write that committed in between makes this a stale delete too.
      let statement = tablesByName(trx).deleteFrom(this.resource.table).where('id', '=', id);
      if (existing.version !== undefined) statement = statement.where('version', '=', existing.version);
      if (!(await statement.returning('id').executeTakeFirst())) throw new ApiError(409, STALE_EDIT);
      await this.record(trx, principal, id, 'delete', existing, undefined);
      const type = this.resource.emits?.delete;
      const { declaration, present } = this.resource;
      if (type && stored)
        await this.events.emit(trx, recordEvent(type, declaration.name, present ? present(stored) : stored));
      return existing;
    };
    return asStored<T>(await (within ? removeIn(within) : this.anyDb.transaction().execute(removeIn)));
  }

  /** A record's history, newest first; only for a caller who may see the record. */
  async history(principal: Principal, id: string): Promise<HistoryEntry[]> {
    await this.read(principal, id);
    return listHistory(this.db, this.resource.declaration.name, id);
  }

  /**
   * Puts back the "before" values of one history entry through the normal validated update, so a revert
   * obeys every rule a hand-made edit does, and is itself recorded (action "revert").
   */
  async revert(principal: Principal, id: string, historyId: string): Promise<StoredRecord<T>> {
    const current = await this.read(principal, id);
    const entry = UUID.test(historyId)
      ? await findHistoryEntry(this.db, this.resource.declaration.name, id, historyId)
      : undefined;
    if (!entry) throw notFound('History entry');
    const { schema } = this.resource;
    // A form-answered record (claims) puts back every field the entry changed; the form's validation judges it.
    const writable = new Set(schema ? schemaPropertyNames(schema) : entry.changes.map((change) => change.field));
    const restore: ApiRecord = { version: current.version };
    for (const change of entry.changes) if (writable.has(change.field)) restore[change.field] = change.before;
    return this.update(principal, id, restore, 'revert');
  }
}
