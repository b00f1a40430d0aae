import { hasPermission } from '../../shared/permissions/checkPermission';
import type { ApiRecord } from '../../shared/api/types';
import { FIND_MATCHES_PER_RESOURCE, type FindAnswer, type FindHit } from '../../shared/search/find';
import type { Principal } from '../auth/principal';
import type { ResourceStore } from '../resources/resourceStore';

const textOf = (value: unknown): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : String(value);

function hitOf(store: ResourceStore, record: ApiRecord): FindHit {
  const { name, findable } = store.resource.declaration;
  const id = String(record.id);
  const subtitle = findable?.subtitle ? textOf(record[findable.subtitle]) : undefined;
  // A record not yet numbered (a claim before it is filed) is named by what tells it apart, else its id.
  const title = textOf(findable ? record[findable.title] : undefined) ?? subtitle ?? id;
  return subtitle === undefined || subtitle === title
    ? { resource: name, id, title }
    : { resource: name, id, title, subtitle };
}

/**
 * The caller's matches of a term in every findable resource they may list, a few of each, searched through
 * each resource's own list (its searchable fields, the caller's tenancy and teams): what the lists would show.
 */
export async function findRecords(
  stores: readonly ResourceStore[],
  principal: Principal,
  term: string,
): Promise<FindAnswer> {
  const searched = stores.filter(
    (store) =>
      store.resource.declaration.findable &&
      hasPermission(principal.permissions, store.resource.declaration.permissions.list),
  );
  const pages = await Promise.all(
    searched.map(async (store) => ({
      store,
      page: await store.list(principal, { page: 0, size: FIND_MATCHES_PER_RESOURCE, search: term, filters: {} }),
    })),
  );
  return {
    hits: pages.flatMap(({ store, page }) => page.content.map((record) => hitOf(store, record))),
    totalHits: pages.reduce((sum, { page }) => sum + page.totalElements, 0),
  };
}
