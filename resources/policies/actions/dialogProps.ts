import type { LifecycleDialogProps } from '../../../src/console/lifecycle';
import type { DialogKind } from './catalogue';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { PolicyRecord } from '../../../src/shared/generated/records';

/** What the bar hands every policy action dialog. */
export type PolicyActionDialogProps = LifecycleDialogProps<StoredRecord<PolicyRecord>, DialogKind>;
