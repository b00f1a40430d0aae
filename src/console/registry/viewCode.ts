import { createElement, lazy, memo, useState, type ComponentType } from 'react';
import type { ViewLoader } from './consoleResource';

const fetched = new WeakMap<ViewLoader, ComponentType>();
const fetching = new WeakMap<ViewLoader, Promise<ComponentType>>();

/** Fetches a view's code once per loader (boot's preload and the first render share it); a failure may be retried. */
export function fetchView(load: ViewLoader): Promise<ComponentType> {
  let request = fetching.get(load);
  if (!request) {
    request = load().then((component) => {
      fetched.set(load, component);
      return component;
    });
    request.catch(() => fetching.delete(load));
    fetching.set(load, request);
  }
  return request;
}

/**
 * A view as a component loaded on demand. When its code is already here (boot preloads the view at the address,
 * viewAt.ts), it renders at once; `React.lazy` alone would suspend for one turn even then, and React holds a
 * suspended page back to show its content together (about 300 ms), so the page's own data would be asked for
 * that much later. Each mount keeps the form it started with: switching would remount the view and lose its state.
 * Memoised: react-admin renders its whole route tree again as it settles after the first render, and a view
 * given the same props has nothing new to show then (what it reads from context still reaches it).
 */
export function viewComponent(load: ViewLoader): ComponentType {
  const Lazy = lazy(async () => ({ default: await fetchView(load) }));
  return memo(function View(props: object) {
    const [Ready] = useState(() => fetched.get(load));
    return createElement(Ready ?? Lazy, props);
  });
}
