import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LinearProgress } from '@mui/material';
import { useBasename } from 'react-admin';
import { useConsoleProviders } from '../../providers/consoleProviders';
import type { DashboardPanel } from '../../registry/consoleResource';
import { accountTypeOfBase } from '../personas/personaAreas';

/** One lazy component per panel, made once, so a re-render never loads a panel's chunk again. */
const components = new WeakMap<DashboardPanel, LazyExoticComponent<ComponentType>>();
const componentOf = (panel: DashboardPanel) => {
  let component = components.get(panel);
  if (!component) {
    component = lazy(() => panel.load().then((loaded) => ({ default: loaded })));
    components.set(panel, component);
  }
  return component;
};

/** The panels the registered resources add to this area's dashboard (`dashboardPanels` in their index.ts). */
export function ResourcePanels() {
  const accountType = accountTypeOfBase(useBasename());
  const panels = useConsoleProviders()
    .resources.flatMap((resource) => resource.dashboardPanels ?? [])
    .filter((panel) => !!accountType && panel.personas.includes(accountType));
  return (
    <>
      {panels.map((panel, index) => {
        const Panel = componentOf(panel);
        return (
          <Suspense key={index} fallback={<LinearProgress />}>
            <Panel />
          </Suspense>
        );
      })}
    </>
  );
}
