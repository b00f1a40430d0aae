/** The lifecycle-actions kit: any resource with a published machine renders its actions with these. */
export { ActionDialog, type ActionDialogProps } from './ActionDialog';
export { defineLifecycleCatalogue, type CatalogueAction, type LifecycleCatalogue } from './catalogue';
export { ConfirmDialog } from './ConfirmDialog';
export { baseBody, type LifecycleDialogProps, type VersionedRecord } from './dialogProps';
export { LifecycleActionsBar } from './LifecycleActionsBar';
export { useLifecycleKit, useLifecycleText, type LifecycleKit } from './lifecycleKit';
export type { MachineAction, PublishedMachine } from './machine';
export { offeredActions, type OfferedAction } from './offeredActions';
export { ReasonSelect, type ReasonSelectProps } from './ReasonSelect';
export { refusalLines } from './refusalLines';
export { useRunAction, type ActionRun } from './useRunAction';
