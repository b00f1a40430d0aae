import type { ResourceDeclaration } from '../../shared/resources/declaration';

/** Parameters that keep their own meaning: never read as a filter. */
const RESERVED = new Set([
  'page',
  'size',
  'sort',
  'search',
  'teamId',
  'teamScope',
  'sortBy',
  'sortOrder',
  'after',
  'before',
]);

/**
 * The spec's spellings of the list conventions, turned into ours (spec 001 §7):
 *   sortBy=name&sortOrder=asc   → sort=name,asc             (`GET roles?size=1000&sortBy=name&sortOrder=asc`)
 *   state=CA                    → f[state][in]=CA           (a plain parameter naming a filterable field)
 *   after=…&before=…            → f[created][after|before]  ("from and to sent as after and before")
 * What the caller also sent in our own spelling wins.
 */
export function specListParams(params: URLSearchParams, declaration: ResourceDeclaration): URLSearchParams {
  const next = new URLSearchParams(params);
  const sortBy = params.get('sortBy');
  if (sortBy && !params.has('sort')) next.set('sort', `${sortBy},${(params.get('sortOrder') ?? 'asc').toLowerCase()}`);
  for (const [name, value] of params.entries()) {
    if (RESERVED.has(name) || !declaration.filterable.includes(name) || params.has(`f[${name}][in]`)) continue;
    next.set(`f[${name}][in]`, value);
  }
  if (declaration.dateFilters.includes('created')) {
    for (const op of ['after', 'before'] as const) {
      const value = params.get(op);
      if (value && !params.has(`f[created][${op}]`)) next.set(`f[created][${op}]`, value);
    }
  }
  return next;
}
