import type { OfferedAction } from './offeredActions';
import type { PolicyRecord } from './policyRecord';

/** What the bar hands every action dialog. */
export interface PolicyActionDialogProps {
  action: OfferedAction;
  record: PolicyRecord;
  onClose: () => void;
}
