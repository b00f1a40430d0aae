import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ConsoleResource, ResourceRoute, ViewLoader, ViewName } from './consoleResource';

const lazyComponent = (load: ViewLoader): ComponentType => lazy(async () => ({ default: await load() }));

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
    options: { personas: resource.personas, menuBadge: resource.menuBadge && lazyComponent(resource.menuBadge) },
  };
  for (const [view, load] of Object.entries(resource.views) as [ViewName, ViewLoader][])
    props[view] = lazyComponent(load);
  built.set(resource, props);
  return props;
}

const pages = new WeakMap<ResourceRoute, ComponentType>();

/** The lazy page of a resource's extra route, built once per route. */
export function routePage(route: ResourceRoute): ComponentType {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = lazyComponent(route.load)));
  return page;
}
