/** The dialog component of each kind of action. */
import type { ComponentType } from 'react';
import { CancelDialog } from './CancelDialog';
import type { DialogKind } from './catalogue';
import { CheckInMailDialog } from './CheckInMailDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ContactDialog } from './ContactDialog';
import { EndorsementDialog } from './EndorsementDialog';
import type { PolicyActionDialogProps } from './dialogProps';

export const DIALOGS: Record<DialogKind, ComponentType<PolicyActionDialogProps>> = {
  cancel: CancelDialog,
  confirm: ConfirmDialog,
  checkInMail: CheckInMailDialog,
  contact: ContactDialog,
  endorsement: EndorsementDialog,
};
