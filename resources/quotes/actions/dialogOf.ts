/** The dialog component of each kind of action. */
import type { ComponentType } from 'react';
import { ConfirmDialog } from '../../../src/console/lifecycle';
import { AttestDialog } from './AttestDialog';
import type { DialogKind } from './catalogue';
import type { QuoteActionDialogProps } from './dialogProps';
import { FeeDialog } from './FeeDialog';
import { IrpmDialog } from './IrpmDialog';
import { NeedByDialog } from './NeedByDialog';
import { ReasonDialog } from './ReasonDialog';
import { ReviewDialog } from './ReviewDialog';
import { SendDialog } from './SendDialog';
import { EventExclusionDialog } from './EventExclusionDialog';
import { SwitchPaperDialog } from './SwitchPaperDialog';

export const DIALOGS: Record<DialogKind, ComponentType<QuoteActionDialogProps>> = {
  confirm: ConfirmDialog,
  decline: ReasonDialog,
  lost: ReasonDialog,
  review: ReviewDialog,
  needBy: NeedByDialog,
  irpm: IrpmDialog,
  brokerFee: FeeDialog,
  mgaFee: FeeDialog,
  send: SendDialog,
  attest: AttestDialog,
  switchPaper: SwitchPaperDialog,
  eventExclusion: EventExclusionDialog,
};
