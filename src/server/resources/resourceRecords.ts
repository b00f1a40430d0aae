import type { ApiRecord } from '../../shared/api/types';

/**
 * The record type of each resource, by its declared name. A resource folder adds its own entry, the type generated
 * from its record schema (`src/shared/generated/records`), by module augmentation in its `server.ts`:
 *
 *     declare module '../../src/server/resources/resourceRecords' {
 *       interface ResourceRecords { quotes: QuoteRecord }
 *     }
 *
 * `storeOf('quotes')` is then a `ResourceStore<QuoteRecord>`, whose reads and writes answer `StoredRecord<QuoteRecord>`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each resource folder
export interface ResourceRecords {}

/** The record type of the resource named `N`; a resource that names none (a form-answered one) has `ApiRecord`. */
export type RecordOf<N extends string> = N extends keyof ResourceRecords ? ResourceRecords[N] : ApiRecord;
