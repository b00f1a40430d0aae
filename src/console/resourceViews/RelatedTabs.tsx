import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { LinearProgress } from '@mui/material';
import { Pagination, ReferenceManyField, TabbedShowLayout, useCanAccessResources } from 'react-admin';
import { useConsoleProviders } from '../providers/consoleProviders';
import type { RelatedTab } from '../registry/consoleResource';

interface HostedTab extends RelatedTab {
  resource: string;
}

/** One lazy table per tab, made once, so coming back to a tab never loads its chunk again. */
const tables = new WeakMap<RelatedTab, LazyExoticComponent<ComponentType>>();
const tableOf = (tab: RelatedTab) => {
  let table = tables.get(tab);
  if (!table) {
    table = lazy(() => tab.load().then((loaded) => ({ default: loaded })));
    tables.set(tab, table);
  }
  return table;
};

/**
 * The tabs other resources add to `host`'s record page (`relatedTabs` in their index.ts) that the user may list,
 * in their order, as `TabbedShowLayout` tabs: each lists the records naming the shown one, ten a page.
 */
export function useRelatedTabs(host: string): ReactElement[] {
  const { resources } = useConsoleProviders();
  const hosted = useMemo<HostedTab[]>(
    () =>
      resources
        .flatMap((resource) =>
          (resource.relatedTabs ?? []).map((tab) => ({ ...tab, resource: resource.declaration.name })),
        )
        .filter((tab) => tab.host === host)
        .sort((a, b) => a.order - b.order),
    [resources, host],
  );
  const { canAccess } = useCanAccessResources({ action: 'list', resources: hosted.map((tab) => tab.resource) });
  return hosted
    .filter((tab) => canAccess?.[tab.resource])
    .map((tab) => {
      const Table = tableOf(tab);
      return (
        <TabbedShowLayout.Tab key={tab.resource} label={tab.label} path={tab.resource}>
          <ReferenceManyField
            reference={tab.resource}
            target={tab.target}
            sort={tab.sort}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
          >
            <Suspense fallback={<LinearProgress />}>
              <Table />
            </Suspense>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      );
    });
}
