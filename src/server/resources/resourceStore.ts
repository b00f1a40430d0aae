import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListPage, ListQuery } from '../../shared/api/types';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import { validateRecord } from '../../shared/validation/validateRecord';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/tables';
import { ApiError, invalid, notFound } from '../http/apiError';
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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const STALE_EDIT = 'This record was changed by someone else since you opened it. Reload it and try again.';

/**
 * The only way routes reach a resource's rows. Every read and write goes through `scope`, so tenant
 * isolation lives here once and no route can forget it.
 */
export class ResourceStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly resource: ServerResource,
  ) {}

  private get anyDb(): AnyDb {
    return this.db as AnyDb;
  }

  private scoped(principal: Principal) {
    return this.resource.selectRows(this.anyDb).where(this.resource.scope(principal));
  }

  async list(principal: Principal, query: ListQuery): Promise<ListPage<ApiRecord>> {
    const { declaration } = this.resource;
    const conditions = listConditions(declaration, query, (f) => this.resource.column(f), this.resource.searchColumn);
    const order = listOrder(declaration, query);
    const filtered = this.scoped(principal).where((eb) => eb.and(conditions(eb)));
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
    return { content, totalElements: Number(count.total) };
  }

  async get(principal: Principal, id: string): Promise<ApiRecord> {
    if (!UUID.test(id)) throw notFound(this.resource.label);
    const row = await this.scoped(principal).where(sql.ref(this.resource.column('id')), '=', id).executeTakeFirst();
    if (!row) throw notFound(this.resource.label);
    return row;
  }

  private writable(body: unknown): ApiRecord {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid([{ field: 'body', detail: 'The body must be a JSON object.' }]);
    const value = { ...(body as ApiRecord) };
    for (const field of this.resource.readOnlyFields) delete value[field];
    return value;
  }

  async create(principal: Principal, body: unknown): Promise<ApiRecord> {
    const { value, errors } = validateRecord(this.resource.declaration.schema, this.writable(body));
    if (errors.length) throw invalid(errors);
    const columns = await this.resource.prepareWrite(this.anyDb, principal, value);
    const inserted = await this.anyDb.insertInto(this.resource.table).values(columns).returning('id').executeTakeFirstOrThrow();
    return this.get(principal, inserted.id as string);
  }

  async update(principal: Principal, id: string, body: unknown): Promise<ApiRecord> {
    const existing = await this.get(principal, id);
    const incoming = this.writable(body);
    const expectedVersion = (body as ApiRecord).version;
    if (expectedVersion !== undefined && Number(expectedVersion) !== Number(existing.version)) throw new ApiError(409, STALE_EDIT);
    // PUT merges: a field the body leaves out keeps its value (the validator reads null as absent).
    const { value, errors } = validateRecord(this.resource.declaration.schema, { ...this.writable(existing), ...incoming });
    if (errors.length) throw invalid(errors);
    const columns = await this.resource.prepareWrite(this.anyDb, principal, value, existing);
    // A field of the record that the body sends blank or null is cleared; one it leaves out keeps its value.
    for (const field of Object.keys(incoming)) if (field in existing && !(field in value) && !(field in columns)) columns[field] = null;
    const updated = await this.anyDb
      .updateTable(this.resource.table)
      .set({ ...columns, modified: new Date(), version: sql`version + 1` })
      .where('id', '=', id)
      .where('version', '=', existing.version)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new ApiError(409, STALE_EDIT);
    return this.get(principal, id);
  }

  async remove(principal: Principal, id: string): Promise<ApiRecord> {
    const existing = await this.get(principal, id);
    await this.anyDb.deleteFrom(this.resource.table).where('id', '=', id).execute();
    return existing;
  }
}
