import type { ComponentType } from 'react';
import type { MethodSource } from '../providers/methods';
import type { ConsoleResource, ResourceRoute } from './consoleResource';

/** Fetches a contribution's code (its own chunk) and gives its component. */
export type SlotLoader = () => Promise<ComponentType>;

/**
 * A folder that brings more to another resource's views (payments' billing panel on a policy, the documents tab
 * of an account): it names its host and what it adds where the host's views offer a slot (`<ExtensionSlot>`),
 * and pages beside the host's. Declared in its folder's `index.ts`; `resources/consoleResources.ts` lists it.
 */
export interface ConsoleExtension {
  name: string;
  /** The declaration name of the resource it extends (`policies`). */
  extends: string;
  /** A component per slot of the host's views it fills (`show.actions`, `show.after`…), each its own chunk. */
  slots?: Readonly<Record<string, SlotLoader>>;
  /** Pages it adds under the persona areas, as the host's own routes. */
  routes?: readonly ResourceRoute[];
  /** Calls of its own beyond CRUD, merged into the data provider with the host's. */
  dataProviderMethods?: readonly MethodSource[];
}

export const defineConsoleExtension = (extension: ConsoleExtension): ConsoleExtension => extension;

/** The resources with every extension applied to its host (slots and routes, in the order listed). */
export function withConsoleExtensions(
  resources: readonly ConsoleResource[],
  extensions: readonly ConsoleExtension[],
): ConsoleResource[] {
  const names = new Set(resources.map((resource) => resource.declaration.name));
  for (const extension of extensions) {
    if (!names.has(extension.extends))
      throw new Error(`Extension ${extension.name} extends ${extension.extends}, which is no console resource`);
  }
  return resources.map((resource) => {
    const own = extensions.filter((extension) => extension.extends === resource.declaration.name);
    if (own.length === 0) return resource;
    const slots: Record<string, SlotLoader[]> = {};
    for (const [slot, loaders] of Object.entries(resource.slots ?? {})) slots[slot] = [...loaders];
    for (const extension of own)
      for (const [slot, load] of Object.entries(extension.slots ?? {})) (slots[slot] ??= []).push(load);
    return {
      ...resource,
      slots,
      routes: [...(resource.routes ?? []), ...own.flatMap((extension) => extension.routes ?? [])],
      dataProviderMethods: [
        ...(resource.dataProviderMethods ?? []),
        ...own.flatMap((extension) => extension.dataProviderMethods ?? []),
      ],
    };
  });
}
