import type { ConsoleResource, ViewName } from './consoleResource';
import { fetchView } from './viewCode';

/**
 * The resource view a path inside a persona area shows, as react-admin routes a resource: `/accounts` (list),
 * `/accounts/create`, `/accounts/:id/show` and `/accounts/:id` (edit). Undefined for any other path.
 */
export function viewAt(
  resources: readonly ConsoleResource[],
  path: string,
): { resource: ConsoleResource; view: ViewName } | undefined {
  const [name, id, action, ...rest] = path.split('/').filter(Boolean);
  const resource = resources.find((entry) => entry.declaration.name === name);
  if (!resource || rest.length > 0) return undefined;
  const view: ViewName | undefined =
    id === undefined
      ? 'list'
      : id === 'create' && action === undefined
        ? 'create'
        : action === undefined
          ? 'edit'
          : action === 'show'
            ? 'show'
            : undefined;
  return view && resource.views[view] ? { resource, view } : undefined;
}

/**
 * Starts fetching the code of the view at `path` and of what extensions add to that view, so that it arrives
 * while the shell asks who is signed in rather than after. The lazy components later get the same modules.
 * Answers when the view's own code is here (or could not be fetched): boot waits for it (main.tsx).
 */
export function preloadViewAt(resources: readonly ConsoleResource[], path: string): Promise<void> {
  const at = viewAt(resources, path);
  if (!at) return Promise.resolve();
  const view = fetchView(at.resource.views[at.view]!);
  const loads: Promise<unknown>[] = [view];
  for (const [slot, loaders] of Object.entries(at.resource.slots ?? {}))
    if (slot.startsWith(`${at.view}.`)) loads.push(...loaders.map((load) => load()));
  // A failed fetch shows where the view is rendered (its lazy component asks again); nothing to say here.
  for (const load of loads) load.catch(() => undefined);
  return view.then(
    () => undefined,
    () => undefined,
  );
}
