/**
 * The renewal reminders' run: every active policy ending in one of RENEWAL_REMINDER_DAYS days, not muted and not
 * opted out, gets one reminder by e-mail for that day (its policyholder, and the account's agent when it names one),
 * as the system through the policy's store (renewalReminder.ts). It runs when the server is ready and then every hour
 * in one instance of the cluster (a cluster timer, beside the invoice reminders' and the expiry sweep's), and on
 * `POST /api/policy/v1/renewalReminder/run` (provider staff; answers the counts). A policy changed meanwhile (409),
 * refused, or already reminded is skipped; the mail leaves once the action has committed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { systemPrincipal } from '../../../src/server/auth/systemPrincipal';
import { ApiError } from '../../../src/server/http/apiError';
import { registerScheduledRun, type RunCounts } from '../../../src/server/cluster/scheduledRun';
import type { ResourceContext, ResourceStore } from '../../../src/server/resources/resourceStore';
import { daysFromToday, todayIso } from '../../../src/shared/dates/today';
import { policiesResource } from '../declaration';
import { ACTIVE_STATUSES } from '../lifecycle/statuses';
import { POLICY_SERVICE } from '../servicing/permissions';
import {
  RENEWAL_REMINDER_DAYS,
  renewalReminderMessage,
  renewalReminderRefusal,
  sendRenewalReminder,
} from './renewalReminder';

export const RENEWAL_REMINDER_TIMER = 'renewal-reminders';
const INTERVAL_MS = 60 * 60_000;
const SYSTEM = systemPrincipal([POLICY_SERVICE]);

type Mail = Pick<ResourceContext, 'db' | 'mail'>;

export async function sendRenewalReminders(policies: ResourceStore, { db, mail }: Mail, today: string) {
  const ends = new Map<string, number>(
    RENEWAL_REMINDER_DAYS.map((days) => [daysFromToday(days, new Date(`${today}T12:00:00Z`)), days]),
  );
  const candidates = await policies
    .visibleRows(SYSTEM)
    .where(sql.ref(policies.resource.column('status')), 'in', ACTIVE_STATUSES)
    .where(
      sql.ref(policies.resource.column('endDate')),
      'in',
      [...ends.keys()].map((day) => sql.lit(day)),
    )
    .execute();
  const run: RunCounts = { sent: 0, skipped: 0 };
  for (const policy of candidates) {
    const daysLeft = ends.get(String(policy.endDate))!;
    const key = `${String(policy.endDate)}/${daysLeft}`;
    if (!policy.customerEmail || renewalReminderRefusal(policy, key)) {
      run.skipped += 1;
      continue;
    }
    try {
      const after = await policies.act(SYSTEM, String(policy.id), sendRenewalReminder(key), {
        version: policy.version,
      });
      const account = await db
        .selectFrom('accounts')
        .select('agentEmail')
        .where('id', '=', String(after.accountId))
        .executeTakeFirst();
      const recipients = [String(after.customerEmail), account?.agentEmail].filter(
        (email, index, all): email is string => Boolean(email) && all.indexOf(email) === index,
      );
      for (const recipient of recipients)
        await mail.outbox.send(renewalReminderMessage(after, recipient, daysLeft, policies.environment.region));
      run.sent += 1;
    } catch (error) {
      // Reminded by another instance meanwhile, or changed: the next run looks again if nothing was sent.
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      run.skipped += 1;
    }
  }
  return run;
}

/** The hourly run (once per cluster) and its route for provider staff (our path; the spec shows none). */
export function registerRenewalReminders(app: FastifyInstance, context: ResourceContext): void {
  registerScheduledRun(app, context.cluster, {
    timer: RENEWAL_REMINDER_TIMER,
    intervalMs: INTERVAL_MS,
    path: `${policiesResource.apiBase}/renewalReminder/run`,
    permission: POLICY_SERVICE,
    tags: [policiesResource.name],
    send: () => sendRenewalReminders(context.store, context, todayIso()),
  });
}
