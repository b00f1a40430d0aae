/**
 * The policy actions the console has a dialog for, each matched to the server's published action by its spec
 * path under /api/policy/v1. Flat cancel is served for P250 only, undo for P100 and P250 (the server's 409 otherwise).
 */
import { defineLifecycleCatalogue } from '../../../src/console/lifecycle';
import { policiesResource } from '../declaration';

export type DialogKind = 'cancel' | 'confirm' | 'checkInMail' | 'contact' | 'endorsement';

export const CONSOLE_ACTIONS = defineLifecycleCatalogue<DialogKind>({
  apiBase: policiesResource.apiBase,
  actions: [
    { key: 'cancel', path: '/cancel/:id', method: 'PUT', dialog: 'cancel', success: 'cancelled' },
    {
      key: 'flatCancel',
      path: '/P250/flatcancel/:id',
      method: 'PUT',
      dialog: 'cancel',
      success: 'flatCancelled',
      products: ['P250'],
    },
    {
      key: 'undoCancel',
      path: '/undo-cancelled-policy/:id',
      method: 'PUT',
      dialog: 'confirm',
      success: 'undone',
      products: ['P100', 'P250'],
    },
    { key: 'void', path: '/void/:id', method: 'PUT', dialog: 'confirm', success: 'voided' },
    { key: 'checkInMail', path: '/description/:id', method: 'PUT', dialog: 'checkInMail', success: 'checkInMail' },
    // Servicing (resources/policies/servicing).
    { key: 'endorse', path: '/:id/endorsement', method: 'POST', dialog: 'endorsement', success: 'endorsed' },
    { key: 'updateContact', path: '/:id/contact', method: 'PUT', dialog: 'contact', success: 'contactUpdated' },
    {
      key: 'openForRenewal',
      path: '/:id/open-for-renewal',
      method: 'PUT',
      dialog: 'confirm',
      success: 'openedForRenewal',
    },
    { key: 'renewalOptOut', path: '/optout/:id', method: 'POST', dialog: 'confirm', success: 'optedOut' },
    {
      key: 'muteRenewalReminders',
      path: '/:id/mute-renewal-reminders',
      method: 'POST',
      dialog: 'confirm',
      success: 'muted',
    },
  ],
});
