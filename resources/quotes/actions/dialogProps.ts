import type { OfferedAction } from './offeredActions';
import type { QuoteRecord } from './quoteRecord';

/** What the bar hands every action dialog. */
export interface QuoteActionDialogProps {
  action: OfferedAction;
  record: QuoteRecord;
  onClose: () => void;
}
