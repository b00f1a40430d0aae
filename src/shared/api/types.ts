/** Shapes of the platform's API conventions (spec 000 §7.1), shared by the console and the server. */

/** One field-level validation failure, as the server answers it in a 400 body. */
export interface FieldError {
  field: string;
  detail: string;
}

/** Body of every error answer of the API. */
export interface ApiErrorBody {
  status: number;
  detail: string;
  errors?: FieldError[];
}

/** A page of a list answer. The platform answers content/totalElements; some services answer hits/totalHits. */
export interface ListPage<T> {
  content: T[];
  totalElements: number;
  /**
   * Present when the total is a lower bound: the list has at least `value` matches (relation `gte`), counted
   * no further (see the server's listTotal). `totalElements` then carries the same `value`.
   */
  totalHits?: ListTotal;
}

/** A list's total: exact (`eq`) or a lower bound (`gte`), as search services report `totalHits`. */
export interface ListTotal {
  value: number;
  relation: 'eq' | 'gte';
}

export type SortDirection = 'asc' | 'desc';

/** A decoded list request: what the query string of a `…/search` call means. */
export interface ListQuery {
  /** 0-based page index. */
  page: number;
  size: number;
  sort?: { field: string; direction: SortDirection };
  /** The search term without its wrapping asterisks. */
  search?: string;
  /** `f[field][in]=a,b` and `f[field][ni]=a,b`. */
  filters: Record<string, { in?: string[]; ni?: string[]; after?: string; before?: string }>;
}

/** A record as the API answers it and the store holds it: field names to JSON values. */
export type ApiRecord = Record<string, unknown>;

/**
 * The fields the store adds to every record it holds: the key, the version a write must name (optimistic
 * concurrency) and when the record was created and last changed (ISO 8601, as the API answers a date).
 */
// A type, not an interface: a record with these fields must still be assignable to `ApiRecord` (an interface has no
// implicit index signature).
export type StoredFields = {
  id: string;
  version: number;
  created: string;
  modified: string;
};

/**
 * A record as the API answers it: the fields of its record schema (`T`, a type generated into
 * src/shared/generated/records) and the store's own fields. A field a write may leave out is answered as `null`
 * when the record has no value for it (its column is empty).
 */
export type StoredRecord<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] } & StoredFields;
