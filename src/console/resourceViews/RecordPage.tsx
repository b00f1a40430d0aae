import type { ReactElement, ReactNode } from 'react';
import { Show, TabbedShowLayout } from 'react-admin';
import { RecordHistory } from '../history/RecordHistory';

/**
 * A record's page: its header above the tabs, its main tab (what one works on), any further tabs, and its
 * History tab (field diffs, Revert for those allowed). The main tab's children are wrapped in a plain element, so
 * the tab labels nothing itself and each field keeps its own label.
 */
export function RecordPage({
  actions,
  header,
  mainTab,
  children,
  tabs,
}: {
  actions?: ReactElement | false;
  header?: ReactNode;
  /** The main tab's label (a text key). */
  mainTab: string;
  children: ReactNode;
  /** Tabs between the main tab and History (`TabbedShowLayout.Tab` elements). */
  tabs?: ReactNode;
}) {
  return (
    <Show actions={actions}>
      {header}
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={mainTab}>
          <div>{children}</div>
        </TabbedShowLayout.Tab>
        {tabs}
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
