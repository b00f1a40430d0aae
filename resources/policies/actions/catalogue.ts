/**
 * The policy actions the console has a dialog for, each matched to the server's published action by its spec
 * path under /api/policy/v1.
 */
export type DialogKind = 'cancel' | 'confirm' | 'checkInMail';

export interface ConsoleAction {
  /** The key of its texts under resources.policyActions.actions. */
  key: string;
  /** The spec path under /api/policy/v1, `:id` for the policy. */
  path: string;
  method: string;
  dialog: DialogKind;
  /** The key of its success message under resources.policyActions.messages. */
  success: string;
}

export const CONSOLE_ACTIONS: readonly ConsoleAction[] = [
  { key: 'cancel', path: '/cancel/:id', method: 'PUT', dialog: 'cancel', success: 'cancelled' },
  { key: 'flatCancel', path: '/P250/flatcancel/:id', method: 'PUT', dialog: 'cancel', success: 'flatCancelled' },
  { key: 'undoCancel', path: '/undo-cancelled-policy/:id', method: 'PUT', dialog: 'confirm', success: 'undone' },
  { key: 'void', path: '/void/:id', method: 'PUT', dialog: 'confirm', success: 'voided' },
  { key: 'checkInMail', path: '/description/:id', method: 'PUT', dialog: 'checkInMail', success: 'checkInMail' },
];
