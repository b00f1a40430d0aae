/**
 * A resource is declared once, as plain data, and read by both sides: the console (data provider, views,
 * hiding what the user may not do) and the server (routes, tenant scope, validation, API reference).
 */
import type { SortDirection } from '../api/types';

/** The verbs a resource may offer; each needs one permission string (spec 000 §5: `area:action`). */
export type ResourceVerb = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface ResourceDeclaration {
  /** react-admin resource name and URL segment in the console. */
  name: string;
  /** API family, e.g. `/api/account/v1/account`. Lists are `{apiBase}/search`, records `{apiBase}/{id}`. */
  apiBase: string;
  /**
   * The schema form (schemas/forms/<form>) a form-answered resource's records are answered with. A record
   * resource's JSON Schema is its server half's `schema` (the console's forms import the same file themselves,
   * so the declarations every page needs stay light).
   */
  form?: string;
  /** Fields a list may be sorted by, and the default sort. */
  sortable: readonly string[];
  defaultSort: { field: string; direction: SortDirection };
  /** Fields that accept `f[field][in|ni]` filters. */
  filterable: readonly string[];
  /** Fields that accept `f[field][after|before]` ISO date ranges. */
  dateFilters: readonly string[];
  /** Fields matched by `search=*term*` (substring, case-insensitive). */
  searchable: readonly string[];
  /** Page sizes offered by the console; the first is the default. */
  pageSizes: readonly number[];
  permissions: Record<ResourceVerb, string>;
  /**
   * The app bar's search ("find anything") lists this resource's matches, titled by `title` (a number or a
   * name) with `subtitle` beside it. Searched as the list is: its `searchable` fields, the caller's tenancy.
   */
  findable?: { title: string; subtitle?: string };
}

export const defineResource = <T extends ResourceDeclaration>(declaration: T): T => declaration;
