/** The documents of the client account shown (the account page's "Documents" tab). */
import { useRecordContext } from 'react-admin';
import { DocumentsTable } from './DocumentsTable';
import { useDocumentsText } from './useDocumentsText';

export function AccountDocumentsTab() {
  const text = useDocumentsText();
  const record = useRecordContext<{ id: string; agencyId?: string | null }>();
  if (!record) return null;
  return (
    <DocumentsTable
      scope={{ accountId: String(record.id) }}
      defaultAgencyId={record.agencyId ?? undefined}
      title={text('title')}
    />
  );
}
