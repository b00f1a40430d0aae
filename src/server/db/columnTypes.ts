import type { ColumnType } from 'kysely';

/**
 * Column types shared by the tables of `Database` (tables.ts) and the tables each resource folder adds to it
 * (its `tables.ts`), camelCase as Kysely sees them.
 */
/** `timestamptz`: the driver reads a Date; a write may pass an ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type TimestampOrNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns: written as YYYY-MM-DD, read back through to_char in each resource's select. */
export type Day = ColumnType<Date | string, string | undefined, string>;
export type DayOrNull = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** numeric(14,2): the driver reads a string; the resources cast to float8 for the API. */
export type Money = ColumnType<string | null, number | string | null | undefined, number | string | null>;
/** jsonb: the driver reads the parsed value; writes pass JSON text (or a value the driver serialises). */
export type Json<T = unknown> = ColumnType<T, string | undefined, string>;
/** A column the database computes (`generated always as … stored`): read only. */
export type Computed<T> = ColumnType<T, never, never>;
