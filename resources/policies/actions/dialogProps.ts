import type { LifecycleDialogProps } from '../../../src/console/lifecycle';
import type { DialogKind } from './catalogue';
import type { PolicyRecord } from './policyRecord';

/** What the bar hands every policy action dialog. */
export type PolicyActionDialogProps = LifecycleDialogProps<PolicyRecord, DialogKind>;
