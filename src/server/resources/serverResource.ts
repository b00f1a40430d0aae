import type { DashboardFigure } from '../dashboard/dashboardFigure';
import type { PlatformMetrics } from '../observability/platformMetrics';
import type { ClusterTimers } from '../cluster/clusterTimers';
import type { FastifyInstance } from 'fastify';
import type { Expression, ExpressionBuilder, Kysely, Migration, SelectQueryBuilder, SqlBool } from 'kysely';
import type { JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import type { Region } from '../../shared/region/regions';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import type { ValidationResult } from '../../shared/validation/validateRecord';
import type { FormCatalogue } from '../forms/formCatalogue';
import type { AnswerRule } from '../forms/answerRule';
import type { RatingCatalogue } from '../rating/ratingCatalogue';
import type { Principal } from '../auth/principal';
import type { Outbox } from '../auth/outbox/outbox';
import type { Database } from '../db/tables';
import type { ResourceAction } from '../actions/resourceAction';
import type { EventSubscriber, PlatformEvent } from '../events/platformEvents';
import type { ClientRecordLink, TeamNarrowing } from '../tenancy/clientRecord';
import type { ResourceStore } from './resourceStore';
import type { StoreOf } from './storeOf';
import type { ApiRecord } from '../../shared/api/types';

export type { ApiRecord };

/** What a resource is on the server: the contract a resource folder's `server.ts` fulfils (the store is resourceStore.ts). */
// Every table is in `Database`: the platform's in src/server/db, each resource folder's added by its `tables.ts`.
// The store, which reaches a resource's table by its declared name, writes through `tablesByName`.
export type AnyDb = Kysely<Database>;
export type Scope = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** What the app was built with that a resource's validation and write rules may need. */
export interface StoreEnvironment {
  /** The schema forms, read from disk, for the server's region. */
  forms: FormCatalogue;
  region: Region;
  /** The rating files (rating/), read from disk: what prices a quote. */
  rating: RatingCatalogue;
}

/** What a write's rules get: the environment, and the other resources' stores (a tag named on an account's selection is created through the tags' store). */
export interface WriteEnvironment extends StoreEnvironment {
  storeOf: StoreOf;
}

/**
 * What a resource's own routes and actions get from the server they are plugged into; `T` is the resource's record
 * type (`ResourceRecords`).
 */
export interface ResourceContext<T extends object = ApiRecord> {
  db: Kysely<Database>;
  /** This resource's store: the only way to its rows. */
  store: ResourceStore<T>;
  /** Another resource's store, by name (e.g. the client accounts a form answers). */
  storeOf: StoreOf;
  /** Every permission the API knows (the union of every resource's declaration). */
  allPermissions(): string[];
  /** The outbox every message leaves through (the sign-in area's), and the console's public address for links. */
  mail: ResourceMail;
  /** Raises a platform event in the caller's transaction (e.g. `payment.settled`); see `PlatformEvent`. */
  emit(trx: Kysely<Database>, event: PlatformEvent): Promise<void>;
  /** Hears every platform event, in the transaction that raised it (webhooks queue their deliveries). */
  onEvent(subscriber: EventSubscriber): void;
  /** The server's metrics (`/metrics`), for the counters and gauges a resource adds. */
  metrics: PlatformMetrics;
  /** Timers that run once per cluster, whichever instances share the database (the expiry sweep, pruning). */
  cluster: ClusterTimers;
}

/** What a resource needs to send an e-mail with a link into the console (a quote sent to its policyholder). */
export interface ResourceMail {
  outbox: Outbox;
  /** The console's public address (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

/**
 * The server half of a resource: where it is stored, how tenancy applies to it, and everything else the
 * resource brings (its tables' migrations, its part of the seeded roles, its routes beyond CRUD). The list of
 * them is `resources/serverResources.ts`; nothing in `src/` names a resource.
 */
export interface ServerResource<T extends object = ApiRecord> {
  declaration: ResourceDeclaration;
  /**
   * The record's JSON Schema (imported from `schemas/records`): validates every write here and, imported by the
   * resource's forms, in the browser; it also types the record. A form-answered resource (claims) has none.
   */
  schema?: JsonSchemaNode;
  table: string;
  /** Shown in 404 answers, e.g. "Account". */
  label: string;
  /** Rows as the API shows them; columns must be qualified with the table name. */
  selectRows(db: AnyDb): SelectQueryBuilder<any, any, ApiRecord>;
  /** Column behind an API field, for filters and sorts. */
  column(field: string): string;
  /** Column matched by `search=*term*`, lower-cased and trigram-indexed. */
  searchColumn?: string;
  /**
   * The resource's migrations index each tenant's rows in the declaration's default sort (then id), so its lists'
   * capped totals read their matches in that order, from the same index as the page (resources/listTotal.ts).
   * Leave it off where no such index exists: counting in an unindexed order would sort every match.
   */
  countsInDefaultOrder?: boolean;
  /**
   * How far a list counts its matches exactly (default EXACT_TOTAL_LIMIT, resources/listTotal.ts). A reference list
   * that is read whole and never grows past a few thousand rows (industry codes) counts all of them, so its total is
   * exact on every page.
   */
  exactTotalUpTo?: number;
  /**
   * Records that belong to a client account say where their account is, and get their tenant scope, team
   * narrowing and create-time checks from the one client-record rule (`src/server/tenancy/clientRecord.ts`).
   */
  clientRecord?: ClientRecordLink;
  /**
   * Conditions every read, update and delete carries, for records that are not client records (agency-owned
   * licences, the organisation's users…): the records of this type that the caller may see.
   */
  scope?(principal: Principal): Scope;
  /**
   * Fills and checks the tenant columns of a write (a foreign tenant id in a body is refused with 400).
   * Answers the columns to store; `reveal` adds fields to the write's answer that are never stored (a secret
   * shown once).
   */
  prepareWrite(
    db: AnyDb,
    principal: Principal,
    value: ApiRecord,
    existing: ApiRecord | undefined,
    environment: WriteEnvironment,
    reveal?: (fields: ApiRecord) => void,
  ): Promise<ApiRecord>;
  /** Fields the API shows but a write never sets. */
  readOnlyFields: readonly string[];
  /** Writes what lives beside the row (e.g. a user's teams), in the same transaction, after insert or update. */
  afterWrite?(trx: AnyDb, principal: Principal, id: string, value: ApiRecord, existing?: ApiRecord): Promise<void>;
  /** Refuses a delete the resource does not allow (throws an ApiError), or tidies what the row leaves behind. */
  beforeDelete?(trx: AnyDb, principal: Principal, existing: ApiRecord): Promise<void>;
  /**
   * Validation other than the declaration's record schema (a form schema composed for the region, at the
   * version the record was answered under). `existing` is the record as the API shows it, on updates.
   */
  validate?(value: ApiRecord, existing: ApiRecord | undefined, environment: StoreEnvironment): ValidationResult;
  /**
   * Turns a stored row into the API record, for resources that keep their answers in one document column.
   * Such a resource maps every field to its columns in `prepareWrite` (clearing included).
   */
  present?(row: ApiRecord): ApiRecord;
  /**
   * Migrations of the resource's own tables, by name. They run after the core ones, in name order with every
   * other resource's, so name them by date (`20261123_webhook_deliveries`).
   */
  migrations?: Readonly<Record<string, Migration>>;
  /**
   * Platform events its writes raise (webhooks): `create` on every create, `delete` on every delete (with the
   * record as it was), `status` when a write moves the status into one of its keys. An action raises its own `emits`.
   */
  emits?: { create?: string; delete?: string; status?: Readonly<Record<string, string>> };
  /** Permissions its own routes check beyond the declaration's verbs (e.g. `rater:read` of the rater's routes). */
  permissions?: readonly string[];
  /** The permissions the seeded roles get on this resource, by `ACCOUNT_TYPE/Role name` (the spec leaves the matrix out). */
  grants?: Readonly<Record<string, readonly string[]>>;
  /** Lifecycle actions (`resources/<name>/actions.ts`), each served on its own path by the generic action route. */
  actions?: readonly ResourceAction[];
  /** The action an update body stands for, if any (a PUT of the record that the spec makes an action); else undefined. */
  actionOfUpdate?(body: unknown): ResourceAction | undefined;
  /** Demo records of the resource, added by the demo seed after the platform's own demo data (`npm start`). */
  seedDemo?(db: AnyDb): Promise<void>;
  /** What it adds to the dashboard figures, counted over the caller's visible rows. */
  dashboardFigure?: DashboardFigure;
  /**
   * Rules of the forms its records answer (`/api/forms/v1/answers/{form}/{accountId}`, client accounts only), by
   * form: run inside the answers' write transaction, after validation; a rule may refuse (throw an ApiError),
   * change other records in the same transaction, and add fields to the answer.
   */
  answerRules?: Readonly<Record<string, AnswerRule>>;
  /** Routes beyond CRUD (lookups, the spec's other paths), registered after the resource's own routes. */
  routes?(app: FastifyInstance, context: ResourceContext<T>): void;
}

/** Options of a list beyond the query string conventions: the header's team or a team scope (client records). */
export type ListOptions = TeamNarrowing;
