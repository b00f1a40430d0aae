import type { ReactElement, ReactNode } from 'react';
import { Show, TabbedShowLayout } from 'react-admin';
import { RecordHistory } from '../history/RecordHistory';
import { ShowActions } from './ResourceActions';

/**
 * A record's show page: its fields on the Summary tab, its history (field diffs, Revert) on the History tab,
 * and Edit / Delete for those allowed. Pass the fields as direct children (not in a fragment), so each gets
 * its label.
 */
export function ShowWithHistory({ children, actions = <ShowActions /> }: { children: ReactNode; actions?: ReactElement }) {
  return (
    <Show actions={actions}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">{children}</TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
