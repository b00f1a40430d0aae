/**
 * The invoice reminders' run: every unpaid policy whose invoice has a reminder today (reminderDays.ts) gets its
 * payment link by e-mail, as the system actor through the policy's store (reminderAction.ts), once. It runs when the
 * server is ready and then every hour in one instance of the cluster (a cluster timer), and on
 * `POST /api/billing/v1/invoiceReminder/run` (provider staff; answers the counts). A policy changed meanwhile (409),
 * refused, or already reminded today is skipped; the mail leaves once the action has committed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { systemPrincipal } from '../../../src/server/auth/systemPrincipal';
import { newWorkflowId } from '../../../src/server/auth/workflows/workflowStore';
import { ApiError } from '../../../src/server/http/apiError';
import { registerScheduledRun, type RunCounts } from '../../../src/server/cluster/scheduledRun';
import { databaseRefusal } from '../../../src/server/http/databaseRefusals';
import type { ResourceContext, ResourceStore } from '../../../src/server/resources/resourceStore';
import { ACTIVE_STATUSES } from '../../policies/server';
import { billingOf } from '../ledger';
import { paymentLinkMessage } from '../paymentLink';
import { BILLING_MANAGE } from '../permissions';
import { remindersOn } from '../policyActions';
import { BILLING, tags, todayUtc } from '../routes/common';
import { dueDateOf } from './dueDate';
import { dueDatesRemindedOn, reminderDayOf } from './reminderDays';
import { remindersSent, sendInvoiceReminder } from './reminderAction';

export const INVOICE_REMINDER_TIMER = 'invoice-reminders';
/** The outbox kind of a scheduled reminder (the payment link's message, sent by the system). */
export const INVOICE_REMINDER_KIND = 'INVOICE_REMINDER';
export const REMINDER_INTERVAL_MS = 60 * 60_000;

const SYSTEM = systemPrincipal([BILLING_MANAGE]);

/** Reminders sent by a run, and policies with a reminder today that it left (sent already, paid, switched off, changed). */
export type ReminderRun = RunCounts;

type Mail = Pick<ResourceContext, 'db' | 'mail'>;

export async function sendDueReminders(
  policies: ResourceStore,
  { db, mail }: Mail,
  today: string,
): Promise<ReminderRun> {
  const created = sql.ref<Date>(policies.resource.column('created'));
  // Due dates are created + 7 days: the policies created on the days whose invoices have a reminder today.
  const days = dueDatesRemindedOn(today).map((due) => sql.lit(due));
  const candidates = await policies
    .visibleRows(SYSTEM)
    .where(sql.ref(policies.resource.column('status')), 'in', ACTIVE_STATUSES)
    .where(sql.ref(policies.resource.column('isPaid')), '=', false)
    .where(sql`cast(${created} + interval '7 days' as date)`, 'in', days)
    .execute();
  const run: ReminderRun = { sent: 0, skipped: 0 };
  for (const policy of candidates) {
    const day = reminderDayOf(dueDateOf(policy), today);
    if (!day) continue;
    if (!remindersOn(policy) || remindersSent(policy).includes(day)) {
      run.skipped += 1;
      continue;
    }
    const workflowId = newWorkflowId();
    try {
      const after = await policies.act(SYSTEM, String(policy.id), sendInvoiceReminder(workflowId, day), {
        version: policy.version,
      });
      const { dueAmount } = await billingOf(db, after);
      const link = `${mail.publicUrl}/validate/${workflowId}`;
      const message = paymentLinkMessage(after, link, dueAmount, policies.environment.region);
      await mail.outbox.send({ ...message, kind: INVOICE_REMINDER_KIND });
      run.sent += 1;
    } catch (error) {
      // Refused (reminded by another instance meanwhile, paid, no policyholder), or its policyholder's login made by
      // another instance at the same moment: the next run tries again if nothing was sent.
      const refused = error instanceof ApiError ? error : databaseRefusal(error);
      if (!refused || refused.status >= 500) throw error;
      run.skipped += 1;
    }
  }
  return run;
}

/** The hourly run (once per cluster) and its route for provider staff (our path; the spec shows none). */
export function registerInvoiceReminders(app: FastifyInstance, context: ResourceContext): void {
  registerScheduledRun(app, context.cluster, {
    timer: INVOICE_REMINDER_TIMER,
    intervalMs: REMINDER_INTERVAL_MS,
    path: `${BILLING}/invoiceReminder/run`,
    permission: BILLING_MANAGE,
    tags: tags.tags,
    send: () => sendDueReminders(context.store, context, todayUtc()),
  });
}
