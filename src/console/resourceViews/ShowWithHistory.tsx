import type { ReactElement, ReactNode } from 'react';
import { SimpleShowLayout } from 'react-admin';
import { RecordPage } from './RecordPage';
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
    <RecordPage actions={actions} mainTab="Summary">
      <SimpleShowLayout sx={{ p: 0 }}>{children}</SimpleShowLayout>
    </RecordPage>
  );
}
