/**
 * The quote show page's actions bar: the lifecycle kit over the quote's published machine
 * (GET /api/quote/v1/statuses), with the quote's dialogs and texts, and the proposal's download.
 */
import { useRecordContext } from 'react-admin';
import { LifecycleActionsBar, type LifecycleKit } from '../../../src/console/lifecycle';
import { quotesResource } from '../declaration';
import { CONSOLE_ACTIONS } from './catalogue';
import { DIALOGS } from './dialogOf';
import { DownloadProposalButton } from './DownloadProposalButton';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { QuoteRecord } from '../../../src/shared/generated/records';

const QUOTE_KIT: LifecycleKit = {
  resource: quotesResource.name,
  texts: 'quoteActions',
  name: 'quote',
  numberOf: (record) => (record as StoredRecord<QuoteRecord>).quoteNumber,
};

export function QuoteActionsBar() {
  const record = useRecordContext<StoredRecord<QuoteRecord>>();
  return (
    <LifecycleActionsBar kit={QUOTE_KIT} catalogue={CONSOLE_ACTIONS} dialogs={DIALOGS}>
      {record && <DownloadProposalButton quoteId={record.id} />}
    </LifecycleActionsBar>
  );
}
