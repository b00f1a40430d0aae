/**
 * A scheduled invoice reminder as a lifecycle action of the policy: the payment link (paymentLink.ts) sent by the
 * system on one of the invoice's reminder days, recorded in the policy's history and in `details.invoiceRemindersSent`
 * (the days already sent). The store's version check makes it once per day whichever instance runs it: a second
 * instance acting on the same version gets the 409 of a stale edit, and one acting after it finds the day recorded.
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError } from '../../../src/server/http/apiError';
import type { ApiRecord } from '../../../src/shared/api/types';
import { sendPaymentLink } from '../paymentLink';
import { PAYMENT_MESSAGES as M } from '../messages';
import { remindersOn } from '../policyActions';

export const INVOICE_REMINDER_ACTION = 'send-invoice-reminder';

/** The reminder days already sent for the policy's invoice. */
export const remindersSent = (policy: ApiRecord): string[] => {
  const sent = ((policy.details ?? {}) as ApiRecord).invoiceRemindersSent;
  return Array.isArray(sent) ? sent.map(String) : [];
};

export const sendInvoiceReminder = (workflowId: string, day: string): ResourceAction => {
  const link = sendPaymentLink(workflowId);
  return {
    name: INVOICE_REMINDER_ACTION,
    permission: link.permission,
    async effect(input) {
      if (!remindersOn(input.record)) throw new ApiError(409, M.remindersAreOff);
      if (remindersSent(input.record).includes(day)) throw new ApiError(409, M.reminderAlreadySent);
      const changes = (await link.effect!(input)) ?? {};
      const details = JSON.parse(String(changes.details)) as ApiRecord;
      return {
        ...changes,
        details: JSON.stringify({ ...details, invoiceRemindersSent: [...remindersSent(input.record), day] }),
      };
    },
  };
};
