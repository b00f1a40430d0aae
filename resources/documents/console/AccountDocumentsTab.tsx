/** The documents of the client account shown (the account page's "Documents" tab). */
import { useRecordContext } from 'react-admin';
import { DocumentsTable } from './DocumentsTable';
import { useDocumentsText } from './useDocumentsText';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { AccountRecord } from '../../../src/shared/generated/records';

export function AccountDocumentsTab() {
  const text = useDocumentsText();
  const record = useRecordContext<StoredRecord<AccountRecord>>();
  if (!record) return null;
  return (
    <DocumentsTable
      scope={{ accountId: String(record.id) }}
      defaultAgencyId={record.agencyId ?? undefined}
      title={text('title')}
    />
  );
}
