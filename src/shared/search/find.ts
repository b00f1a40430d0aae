/**
 * Find anything: one call that looks for a term in every resource a caller may list and that declares itself
 * findable (its declaration's `findable`), answering a few matches of each. Each resource is searched as its
 * own list is (its searchable fields, the caller's tenancy and teams), so the box never shows a record the
 * caller's lists would not.
 *
 *   GET /api/search/v1/find?search=*term*      → { hits: FindHit[], totalHits: number }
 */
export const FIND_PATH = '/api/search/v1/find';

/** Matches answered per resource; the lists hold the rest (the console links to them). */
export const FIND_MATCHES_PER_RESOURCE = 5;

/** Shorter terms would match most of every list. */
export const FIND_MINIMUM_TERM = 2;

export const FIND_TERM_TOO_SHORT = `Type at least ${FIND_MINIMUM_TERM} characters to search.`;

export interface FindHit {
  /** The resource's name, as the console knows it. */
  resource: string;
  id: string;
  /** The record's number or name (the declaration's `findable.title`). */
  title: string;
  /** What tells two matches apart: the company, the agency… (`findable.subtitle`). */
  subtitle?: string;
}

export interface FindAnswer {
  hits: FindHit[];
  /** Matches in all, over every resource searched (more than `hits` when a resource has more than a few). */
  totalHits: number;
}
