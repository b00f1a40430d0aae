import type { ReactElement, ReactNode } from 'react';
import { Show, SimpleShowLayout, TabbedShowLayout } from 'react-admin';
import { RecordHistory } from '../history/RecordHistory';
import { ShowActions } from './ResourceActions';

/**
 * A record's show page: its fields on the Summary tab, its history (field diffs, Revert) on the History tab,
 * and Edit / Delete for those allowed. Pass the fields as direct children (not in a fragment), so each gets
 * its label. Every show page thus lays its fields out the same way (SimpleShowLayout).
 */
export function ShowWithHistory({
  children,
  actions = <ShowActions />,
}: {
  children: ReactNode;
  actions?: ReactElement;
}) {
  return (
    <Show actions={actions}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          {/* A plain element, so the tab labels nothing itself; the layout labels each field. */}
          <div>
            <SimpleShowLayout sx={{ p: 0 }}>{children}</SimpleShowLayout>
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
