/**
 * Which writes raise which webhook events, read from the delivery queue of Alpha's webhook (the worker is
 * off in this file, so every event stays queued and visible): quote created, released and bound; policy issued and
 * cancelled; claim filed; a refused action raises nothing; Beta's webhook gets none of Alpha's. On both databases.
 */
import { DEMO, forEachDatabase } from './support/databases';

process.env.WEBHOOK_DELIVERY = 'off';
afterAll(() => {
  delete process.env.WEBHOOK_DELIVERY;
});

const HOOKS = '/api/webhook/v1';
const QUOTES = '/api/quote/v1';

forEachDatabase('webhook events', (ctx) => {
  let staff: string;
  let alpha: string;
  let hookId: string;
  let betaHookId: string;
  let alphaClientId: string;

  /** The queued events of one record at Alpha's webhook, oldest first. */
  const eventsOf = async (resource: string, id: string, hook = hookId) => {
    const log = await ctx.request('GET', `${HOOKS}/${hook}/deliveries?size=100`, {
      token: hook === hookId ? alpha : staff,
    });
    expect(log.status).toBe(200);
    return (log.json.content as { eventType: string; recordKey: string }[])
      .filter((d) => d.recordKey === `${resource}:${id}`)
      .map((d) => d.eventType)
      .reverse();
  };
  const quoteIn = async (status: string) => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: alphaClientId, product: 'P100', effectiveDate: '2031-02-01', endDate: '2032-02-01' },
    });
    expect(created.status, created.text).toBe(201);
    await ctx.db.updateTable('quotes').set({ status }).where('id', '=', created.json.id).execute();
    return created.json.id as string;
  };

  beforeAll(async () => {
    [staff, alpha] = await Promise.all([ctx.login(DEMO.staff), ctx.login(DEMO.alphaAdmin)]);
    const beta = await ctx.login(DEMO.betaAdmin);
    const alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    alphaClientId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('name', '!=', 'Customer Demo Co')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
    const made = await ctx.request('POST', HOOKS, { token: alpha, body: { companyName: 'Event Log' } });
    hookId = made.json.id;
    expect(
      (
        await ctx.request('PUT', `${HOOKS}/${hookId}`, {
          token: alpha,
          body: { webhookUrl: 'http://127.0.0.1:9/alpha' },
        })
      ).status,
    ).toBe(200);
    const betaHook = await ctx.request('POST', HOOKS, { token: beta, body: { companyName: 'Beta Event Log' } });
    betaHookId = betaHook.json.id;
    expect(
      (
        await ctx.request('PUT', `${HOOKS}/${betaHookId}`, {
          token: beta,
          body: { webhookUrl: 'http://127.0.0.1:9/beta' },
        })
      ).status,
    ).toBe(200);
  });

  it('a quote: created, released, then bound', async () => {
    const id = await quoteIn('REFERRED');
    expect((await ctx.request('PUT', `${QUOTES}/release/${id}`, { token: staff, body: {} })).status).toBe(200);
    await ctx.db.updateTable('quotes').set({ status: 'SIGNED' }).where('id', '=', id).execute();
    expect((await ctx.request('POST', `${QUOTES}/uw/bind/${id}`, { token: alpha, body: {} })).status).toBe(200);
    expect(await eventsOf('quotes', id)).toEqual(['quote.created', 'quote.released', 'quote.bound']);
    // Another agency's webhook hears none of it.
    expect(await eventsOf('quotes', id, betaHookId)).toEqual([]);
  });

  it('a refused action raises nothing', async () => {
    const id = await quoteIn('READY');
    expect((await ctx.request('POST', `${QUOTES}/uw/bind/${id}`, { token: alpha, body: {} })).status).toBe(409);
    expect(await eventsOf('quotes', id)).toEqual(['quote.created']);
  });

  it('issuing a bound quote issues its policy; cancelling it is policy.cancelled', async () => {
    const id = await quoteIn('BOUND');
    const issued = await ctx.request('POST', `${QUOTES}/issue/${id}`, { token: staff, body: {} });
    expect(issued.status, issued.text).toBe(200);
    const policyId = issued.json.details.policyId as string;
    expect(await eventsOf('policies', policyId)).toEqual(['policy.issued']);
    const cancelled = await ctx.request('PUT', `/api/policy/v1/cancel/${policyId}`, {
      token: staff,
      body: { reason: 'Insured Request' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await eventsOf('policies', policyId)).toEqual(['policy.issued', 'policy.cancelled']);
  });

  it('a claim: nothing while unfiled, claim.filed once it is filed', async () => {
    const body = {
      accountId: alphaClientId,
      name: 'Reporter Events',
      isRightContact: true,
      address: '1 Loss Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      lossDescription: 'Ransomware encrypted the file server',
    };
    const saved = await ctx.request('POST', '/api/claims/v1', { token: alpha, body });
    expect(saved.status, saved.text).toBe(201);
    expect(await eventsOf('claims', saved.json.id)).toEqual([]);
    const filed = await ctx.request('POST', `/api/claims/v1/${saved.json.id}/file`, { token: alpha, body: {} });
    expect(filed.status, filed.text).toBe(200);
    expect(await eventsOf('claims', saved.json.id)).toEqual(['claim.filed']);
    // Filed by the claim form's save (PUT with isFiled), as the console files, and filed at creation.
    const other = (
      await ctx.request('POST', '/api/claims/v1', { token: alpha, body: { ...body, name: 'Reporter Saved' } })
    ).json;
    const put = await ctx.request('PUT', `/api/claims/v1/${other.id}`, {
      token: alpha,
      body: { isFiled: true, version: other.version },
    });
    expect(put.status, put.text).toBe(200);
    expect(await eventsOf('claims', other.id)).toEqual(['claim.filed']);
    const atOnce = await ctx.request('POST', '/api/claims/v1', {
      token: alpha,
      body: { ...body, name: 'Reporter Filed', isFiled: true },
    });
    expect(atOnce.status, atOnce.text).toBe(201);
    expect(await eventsOf('claims', atOnce.json.id)).toEqual(['claim.filed']);
  });
});
