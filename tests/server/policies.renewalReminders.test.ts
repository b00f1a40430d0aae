/**
 * Scheduled renewal reminders on both databases: an active policy ending in 30 days gets one reminder (to its
 * policyholder and the account's agent, recorded in its history by the system) however many instances run the
 * reminders at once — two apps over one PostgreSQL database, two runs at once on the embedded one — and none on the
 * next run; a policy whose renewal reminders are muted gets none; only provider staff may start a run.
 */
import type { FastifyInstance } from 'fastify';
import { daysFromToday } from '../../src/shared/dates/today';
import { DEMO, forEachDatabase, injectRequest } from './support/databases';
import { secondInstance, type SecondInstance } from './support/secondInstance';

const RUN = '/api/policy/v1/renewalReminder/run';

forEachDatabase('renewal reminders', (ctx) => {
  let staff: string;
  let second: SecondInstance;

  /** An active policy of an account with an agent e-mail, made to end in `days` days. */
  const policyEndingIn = async (days: number, skip: readonly string[] = []) => {
    const policy = await ctx.db
      .selectFrom('policies')
      .innerJoin('accounts', 'accounts.id', 'policies.accountId')
      .select(['policies.id', 'policies.policyNumber', 'policies.customerEmail', 'accounts.agentEmail'])
      .where('policies.status', 'in', ['ISSUED', 'IN FORCE'])
      .where('policies.customerEmail', 'is not', null)
      .$if(skip.length > 0, (query) => query.where('policies.id', 'not in', skip))
      .orderBy('policies.policyNumber')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('policies')
      .set({ endDate: daysFromToday(days) })
      .where('id', '=', policy.id)
      .execute();
    return policy;
  };

  const remindersOf = (policyNumber: string) =>
    ctx.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body'])
      .where('kind', '=', 'RENEWAL_REMINDER')
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

  it('sends the reminder of a policy ending in 30 days once, even when two instances run at the same time', async () => {
    const policy = await policyEndingIn(30);
    const runs = await Promise.all([run(ctx.app), run(second.app)]);
    for (const answer of runs) expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(runs.reduce((sum, answer) => sum + answer.json.sent, 0)).toBeGreaterThanOrEqual(1);

    const sent = await remindersOf(policy.policyNumber);
    const recipients = [policy.customerEmail, policy.agentEmail].filter(
      (email, index, all) => email && all.indexOf(email) === index,
    );
    expect(sent.map((message) => message.recipient).sort()).toEqual([...recipients].sort());
    expect(sent[0]!.subject).toBe(`Your cyber insurance policy ${policy.policyNumber} ends in 30 days`);
    const history = await ctx.request('GET', `/api/policy/v1/${policy.id}/history`, { token: staff });
    const reminders = history.json.filter((entry: { action: string }) => entry.action === 'send-renewal-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].actorEmail).toBe('system');

    expect((await run(ctx.app)).status).toBe(200);
    expect(await remindersOf(policy.policyNumber)).toHaveLength(sent.length);
  });

  it('sends nothing for a policy whose renewal reminders are muted', async () => {
    const first = await ctx.db.selectFrom('policies').select('id').where('endDate', '=', daysFromToday(30)).execute();
    const policy = await policyEndingIn(
      60,
      first.map((row) => row.id),
    );
    const product = (await ctx.request('GET', `/api/policy/v1/${policy.id}`, { token: staff })).json.product;
    const muted = await ctx.request('POST', `/api/policy/v1/${policy.id}/mute-renewal-reminders/${product}`, {
      token: staff,
      body: { mute: true },
    });
    expect(muted.status, JSON.stringify(muted.json)).toBe(200);
    expect((await run(ctx.app)).status).toBe(200);
    expect(await remindersOf(policy.policyNumber)).toHaveLength(0);
  });

  it('lets only provider staff start a run', async () => {
    const agency = await ctx.login(DEMO.alphaAdmin);
    expect((await injectRequest(ctx.app, 'POST', RUN, { token: agency })).status).toBe(403);
  });
});
