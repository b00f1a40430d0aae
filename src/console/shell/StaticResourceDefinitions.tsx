import { useMemo, type ReactNode } from 'react';
import { Resource, ResourceDefinitionContext, type ResourceDefinitions } from 'react-admin';
import type { ConsoleResource } from '../registry/consoleResource';
import { resourceProps } from '../registry/resourceProps';

const noRegistration = () => undefined;

/**
 * The resources' definitions, known from the area's first render. react-admin learns them from its `<Resource>`
 * children in effects after that render, and learns them again once its routes settle; each time, every reader
 * of the definitions (the menu, the routes, the open page) renders again. The console's resources are a fixed
 * registry, so the area gives their definitions once, as react-admin would have built them, and ignores the
 * registrations.
 */
export function StaticResourceDefinitions({
  resources,
  children,
}: {
  resources: readonly ConsoleResource[];
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const definitions: ResourceDefinitions = {};
    for (const resource of resources) {
      const definition = Resource.registerResource(resourceProps(resource));
      definitions[definition.name] = definition;
    }
    return { definitions, register: noRegistration, unregister: noRegistration };
  }, [resources]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
