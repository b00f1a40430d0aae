import type { RatingCatalogue } from '../rating/ratingCatalogue';

/** "Prime 100 (P100)", or the code alone (a dash if none) for a product the catalogue does not name. */
export function productName(catalogue: RatingCatalogue, code: unknown): string {
  const entry = catalogue.products().find((p) => p.code === code);
  return entry
    ? `${entry.displayName} (${entry.code})`
    : code === null || code === undefined || code === ''
      ? '-'
      : String(code);
}
