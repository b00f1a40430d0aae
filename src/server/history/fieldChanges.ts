import type { FieldChange } from '../../shared/api/history';

/** Bookkeeping columns that change on every write and would only add noise to a diff. */
const NOT_DIFFED = new Set(['modified', 'version', 'created', 'searchText']);

const comparable = (value: unknown): string =>
  JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields whose values differ between two versions of a record (either may be absent: create, delete). */
export function fieldChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (NOT_DIFFED.has(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (comparable(was) === comparable(now)) continue;
    changes.push({ field, before: plain(was), after: plain(now) });
  }
  return changes;
}
