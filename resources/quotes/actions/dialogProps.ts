import type { LifecycleDialogProps } from '../../../src/console/lifecycle';
import type { DialogKind } from './catalogue';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { QuoteRecord } from '../../../src/shared/generated/records';

/** What the bar hands every quote action dialog. */
export type QuoteActionDialogProps = LifecycleDialogProps<StoredRecord<QuoteRecord>, DialogKind>;
