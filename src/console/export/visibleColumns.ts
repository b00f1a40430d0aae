/**
 * The columns a configurable list shows, in the order it shows them, from react-admin's stored preferences
 * (`preferences.{key}.availableColumns`, `.columns` as indexes into them, `.omit` as sources hidden by
 * default). Before the person has chosen anything, every column but the omitted ones shows.
 */
export interface AvailableColumn {
  index: string;
  source?: string;
}

export function visibleSources(
  available: readonly AvailableColumn[] | undefined,
  chosen: readonly string[] | undefined,
  omit: readonly string[] | undefined,
): string[] | undefined {
  if (!available?.length) return undefined;
  const shown =
    chosen ??
    available.filter((column) => !column.source || !(omit ?? []).includes(column.source)).map((column) => column.index);
  return shown
    .map((index) => available.find((column) => column.index === index)?.source)
    .filter((source): source is string => Boolean(source));
}
