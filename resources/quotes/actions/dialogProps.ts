import type { LifecycleDialogProps } from '../../../src/console/lifecycle';
import type { DialogKind } from './catalogue';
import type { QuoteRecord } from './quoteRecord';

/** What the bar hands every quote action dialog. */
export type QuoteActionDialogProps = LifecycleDialogProps<QuoteRecord, DialogKind>;
