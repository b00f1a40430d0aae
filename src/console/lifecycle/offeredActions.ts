/**
 * Which of a resource's console actions to offer: those the server's machine allows from the record's status (and
 * product) to a user holding the action's permission. The server still decides; this only keeps the bar to what
 * would succeed.
 */
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { CatalogueAction, LifecycleCatalogue } from './catalogue';
import { relativePath, type PublishedMachine } from './machine';

export interface OfferedAction<Dialog extends string = string> extends CatalogueAction<Dialog> {
  /** The method the server serves it with (the machine's, else the catalogue's). */
  method: string;
}

/** What of the record decides the offer. */
export interface RecordState {
  status?: string | null;
  product?: string | null;
}

export function offeredActions<Dialog extends string>(
  catalogue: LifecycleCatalogue<Dialog>,
  machine: Pick<PublishedMachine, 'actions'>,
  { status, product }: RecordState,
  permissions: readonly string[],
): OfferedAction<Dialog>[] {
  if (!status) return [];
  const offered: OfferedAction<Dialog>[] = [];
  for (const entry of catalogue.actions) {
    const published = machine.actions.find((action) => relativePath(catalogue.apiBase, action.path) === entry.path);
    const rule = published ?? (entry.unpublished ? { ...entry.unpublished, method: entry.method } : undefined);
    if (!rule) continue;
    const fromHere = rule.from === null || rule.from.includes(status);
    const forProduct = !entry.products || entry.products.includes(product ?? '');
    if (fromHere && forProduct && hasPermission(permissions, rule.permission))
      offered.push({ ...entry, method: published?.method ?? entry.method });
  }
  return offered;
}
