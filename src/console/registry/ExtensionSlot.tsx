import { lazy, Suspense, type ComponentType } from 'react';
import { useResourceContext } from 'react-admin';
import { useConsoleProviders } from '../providers/consoleProviders';
import type { SlotLoader } from './consoleExtension';

const components = new WeakMap<SlotLoader, ComponentType>();

/** The lazy component of a contribution, built once per loader (a lazy component must not be recreated on render). */
function slotComponent(load: SlotLoader): ComponentType {
  let component = components.get(load);
  if (!component) components.set(load, (component = lazy(async () => ({ default: await load() }))));
  return component;
}

/**
 * Where a resource's view lets extensions add to it (resources/consoleResources.ts lists them): renders what each
 * extension of the current resource contributes to the named slot, in the registry's order, each loaded on first show.
 */
export function ExtensionSlot({ name }: { name: string }) {
  const resource = useResourceContext();
  const loaders =
    useConsoleProviders().resources.find((entry) => entry.declaration.name === resource)?.slots?.[name] ?? [];
  if (loaders.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {loaders.map((load, index) => {
        const Contribution = slotComponent(load);
        return <Contribution key={index} />;
      })}
    </Suspense>
  );
}
