/** The dialog component of each kind of action. */
import type { ComponentType } from 'react';
import { ConfirmDialog } from '../../../src/console/lifecycle';
import { CancelDialog } from './CancelDialog';
import type { DialogKind } from './catalogue';
import { CheckInMailDialog } from './CheckInMailDialog';
import { ContactDialog } from './ContactDialog';
import type { PolicyActionDialogProps } from './dialogProps';
import { EndorsementDialog } from './EndorsementDialog';

export const DIALOGS: Record<DialogKind, ComponentType<PolicyActionDialogProps>> = {
  cancel: CancelDialog,
  confirm: ConfirmDialog,
  checkInMail: CheckInMailDialog,
  contact: ContactDialog,
  endorsement: EndorsementDialog,
};
