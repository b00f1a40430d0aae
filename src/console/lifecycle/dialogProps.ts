import type { OfferedAction } from './offeredActions';

/** The version the user saw, which every action body carries (409 when stale). */
export interface VersionedRecord {
  id: string;
  version?: number;
}

/** What the bar hands every action dialog. */
export interface LifecycleDialogProps<R extends VersionedRecord = VersionedRecord, Dialog extends string = string> {
  action: OfferedAction<Dialog>;
  record: R;
  onClose: () => void;
}

/** What every action body carries: the version the user saw (409 when stale). */
export const baseBody = (record: VersionedRecord): Record<string, unknown> =>
  typeof record.version === 'number' ? { version: record.version } : {};
