/** The lifecycle-actions kit: any resource with a published machine renders its actions with these. */
export { ActionDialog } from './ActionDialog';
export { defineLifecycleCatalogue } from './catalogue';
export { ConfirmDialog } from './ConfirmDialog';
export { baseBody, type LifecycleDialogProps } from './dialogProps';
export { LifecycleActionsBar } from './LifecycleActionsBar';
export { useLifecycleText, type LifecycleKit } from './lifecycleKit';
export type { PublishedMachine } from './machine';
export { offeredActions } from './offeredActions';
export { ReasonSelect } from './ReasonSelect';
export { refusalLines } from './refusalLines';
export { useRunAction } from './useRunAction';
