import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ConsoleResource, ResourceRoute, ViewLoader, ViewName } from './consoleResource';
import { viewComponent } from './viewCode';

const built = new WeakMap<ConsoleResource, ResourceProps>();

/**
 * `<Resource>` props for a registered resource: its name, icon and representation at once, each of its views
 * as a lazy component. Built once per resource, since a lazy component must not be recreated on render.
 */
export function resourceProps(resource: ConsoleResource): ResourceProps {
  const known = built.get(resource);
  if (known) return known;
  const props: ResourceProps = {
    name: resource.declaration.name,
    icon: resource.icon,
    recordRepresentation: resource.recordRepresentation,
    options: { personas: resource.personas, menuBadge: resource.menuBadge && viewComponent(resource.menuBadge) },
  };
  for (const [view, load] of Object.entries(resource.views) as [ViewName, ViewLoader][])
    props[view] = viewComponent(load);
  built.set(resource, props);
  return props;
}

const pages = new WeakMap<ResourceRoute, ComponentType>();

/** The lazy page of a resource's extra route, built once per route. */
export function routePage(route: ResourceRoute): ComponentType {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = viewComponent(route.load)));
  return page;
}
