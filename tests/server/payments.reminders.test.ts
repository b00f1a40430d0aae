/**
 * Scheduled invoice reminders on both databases: an unpaid policy whose invoice is due today gets one reminder (its
 * payment link by e-mail, recorded in its history by the system) however many instances run the reminders at once —
 * two apps over one PostgreSQL database, two runs at once on the embedded one — and none on the next run; a policy
 * whose reminders are switched off gets none; only provider staff may start a run.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO, forEachDatabase, injectRequest } from './support/databases';
import { secondInstance, type SecondInstance } from './support/secondInstance';

const RUN = '/api/billing/v1/invoiceReminder/run';
const today = () => new Date().toISOString().slice(0, 10);

forEachDatabase('invoice reminders', (ctx) => {
  let staff: string;
  let second: SecondInstance;

  /** An unpaid active policy with a policyholder e-mail whose invoice (created + 7 days) is due today. */
  const policyDueToday = async (skip: readonly string[] = []) => {
    const policy = await ctx.db
      .selectFrom('policies')
      .select(['id', 'policyNumber'])
      .where('isPaid', '=', false)
      .where('status', 'in', ['ISSUED', 'IN FORCE'])
      .where('customerEmail', 'is not', null)
      .$if(skip.length > 0, (query) => query.where('id', 'not in', skip))
      .orderBy('policyNumber')
      .executeTakeFirstOrThrow();
    const created = new Date(`${today()}T12:00:00Z`);
    created.setUTCDate(created.getUTCDate() - 7);
    await ctx.db.updateTable('policies').set({ created }).where('id', '=', policy.id).execute();
    return { id: String(policy.id), policyNumber: String(policy.policyNumber) };
  };

  const remindersOf = (policyNumber: string) =>
    ctx.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body'])
      .where('kind', '=', 'INVOICE_REMINDER')
      .where('subject', 'like', `%${policyNumber}%`)
      .execute();

  const run = (app: FastifyInstance) => injectRequest(app, 'POST', RUN, { token: staff });

  beforeAll(async () => {
    staff = await ctx.login(DEMO.staff);
    second = await secondInstance(ctx);
  });

  afterAll(async () => {
    await second?.close();
  });

  it('sends the reminder due today once, even when two instances run the reminders at the same time', async () => {
    const policy = await policyDueToday();
    const runs = await Promise.all([run(ctx.app), run(second.app)]);
    for (const answer of runs) expect(answer.status, JSON.stringify(answer.json)).toBe(200);

    const sent = await remindersOf(policy.policyNumber);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatch(/\/validate\/[\w-]+/);
    const history = await ctx.request('GET', `/api/policy/v1/${policy.id}/history`, { token: staff });
    const reminders = history.json.filter((entry: { action: string }) => entry.action === 'send-invoice-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].actorEmail).toBe('system');

    const again = await run(ctx.app);
    expect(again.status).toBe(200);
    expect(await remindersOf(policy.policyNumber)).toHaveLength(1);
  });

  it('sends nothing for a policy whose invoice reminders are switched off', async () => {
    const first = await policyDueToday();
    const policy = await policyDueToday([first.id]);
    const off = await ctx.request('PUT', `/api/billing/v1/toggle/invoiceReminder?policyId=${policy.id}`, {
      token: staff,
    });
    expect(off.json.invoiceReminders).toBe(false);
    expect((await run(ctx.app)).status).toBe(200);
    expect(await remindersOf(policy.policyNumber)).toHaveLength(0);
  });

  it('lets only provider staff start a run', async () => {
    const agency = await ctx.login(DEMO.alphaAdmin);
    expect((await injectRequest(ctx.app, 'POST', RUN, { token: agency })).status).toBe(403);
  });
});
