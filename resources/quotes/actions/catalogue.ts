/**
 * The quote actions the console has a dialog for (spec 002 §2 "Modals in this area"), each matched to the
 * server's published action by its spec path. An action the machine does not publish (a plain route of its own,
 * e.g. send to the policyholder) carries the rule the server applies to it (`unpublished`), used only then.
 */
import { defineLifecycleCatalogue } from '../../../src/console/lifecycle';
import { quotesResource } from '../declaration';
import { OPEN_STATUSES } from '../lifecycle/statuses';

export type DialogKind =
  | 'confirm'
  | 'decline'
  | 'lost'
  | 'needBy'
  | 'review'
  | 'irpm'
  | 'brokerFee'
  | 'mgaFee'
  | 'send'
  | 'attest'
  | 'switchPaper'
  | 'eventExclusion';

/** Spec 002 §9 redirect delays: the reassessed quote is read again 5 seconds later. */
export const REASSESS_REFRESH_MS = 5000;

const UNDERWRITE = 'quote:underwrite';
const BROKER_FEE = 'quote:broker-fee';
const PRICED = ['READY', 'INDICATION', 'REFERRED', 'IN_REVIEW'] as const;

export const CONSOLE_ACTIONS = defineLifecycleCatalogue<DialogKind>({
  apiBase: quotesResource.apiBase,
  actions: [
    { key: 'refer', path: '/uw/refer/:id', method: 'POST', dialog: 'confirm', success: 'updated' },
    { key: 'requestReview', path: '/request-review/:id', method: 'POST', dialog: 'review', success: 'updated' },
    {
      key: 'irpm',
      path: '/uw/underwrite/:id',
      method: 'POST',
      dialog: 'irpm',
      success: 'updated',
      unpublished: { from: PRICED, permission: UNDERWRITE },
    },
    { key: 'release', path: '/release/:id', method: 'PUT', dialog: 'confirm', success: 'released' },
    {
      key: 'reassessRisk',
      path: '/uw/reassess-risk/:id',
      method: 'POST',
      dialog: 'confirm',
      success: 'reassessed',
      refreshAgainAfterMs: REASSESS_REFRESH_MS,
    },
    { key: 'reset', path: '/uw/reset/:id', method: 'PUT', dialog: 'confirm', success: 'updated' },
    { key: 'switchPaper', path: '/uw/switch-paper/:id', method: 'PUT', dialog: 'switchPaper', success: 'updated' },
    {
      key: 'eventExclusion',
      path: '/uw/event-exclusion/:id',
      method: 'POST',
      dialog: 'eventExclusion',
      success: 'updated',
    },
    { key: 'needBy', path: '/update/needBy/:id', method: 'PUT', dialog: 'needBy', success: 'needBy' },
    {
      key: 'brokerFee',
      path: '/broker-fees/:id',
      method: 'PUT',
      dialog: 'brokerFee',
      success: 'brokerFee',
      unpublished: { from: OPEN_STATUSES, permission: BROKER_FEE },
    },
    {
      key: 'mgaFee',
      path: '/mga-fees/:id',
      method: 'PUT',
      dialog: 'mgaFee',
      success: 'mgaFee',
      unpublished: { from: OPEN_STATUSES, permission: UNDERWRITE },
    },
    {
      key: 'send',
      path: '/action/send',
      method: 'POST',
      dialog: 'send',
      success: 'sent',
      unpublished: { from: ['READY'], permission: 'quote:update' },
    },
    {
      key: 'signRequest',
      path: '/action/send-sign-request/:id',
      method: 'POST',
      dialog: 'confirm',
      success: 'signRequest',
    },
    { key: 'attest', path: '/attest/:id', method: 'POST', dialog: 'attest', success: 'attested' },
    { key: 'bind', path: '/uw/bind/:id', method: 'POST', dialog: 'confirm', success: 'bound' },
    { key: 'issue', path: '/issue/:id', method: 'POST', dialog: 'confirm', success: 'issued' },
    { key: 'decline', path: '/decline/:id', method: 'PUT', dialog: 'decline', success: 'declined' },
    { key: 'lost', path: '/lost/:id', method: 'PUT', dialog: 'lost', success: 'lost' },
  ],
});
