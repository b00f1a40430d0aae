/**
 * The quote's state machine: every declared transition moves the status, records the actor and has
 * its effect; every status × action pair the machine does not declare answers 409 (generated from the published
 * machine, GET /api/quote/v1/statuses); a generic PUT cannot move the status; another agency cannot act.
 */
import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

interface MachineAction {
  action: string;
  method: string;
  path: string;
  from: string[] | null;
  to: string | null;
  permission: string;
}
interface Machine {
  statuses: string[];
  startStatuses: string[];
  actions: MachineAction[];
}

/** A valid body for each action, so that only the from-state can refuse it. */
const VALID_BODY: Record<string, Record<string, unknown>> = {
  refer: {},
  'request-review': { reason: 'Revenue looks high for the class' },
  release: {},
  decline: { reasonSummary: 'Fill-in option', reason: 'Outside appetite', fillInText: 'Crypto exchange' },
  lost: { reasonSummary: 'Price is High', reason: 'Went with another carrier' },
  'need-by': {},
  'request-to-bind': {
    customerFirstName: 'Pat',
    customerLastName: 'Holder',
    customerEmail: 'pat.holder@example.test',
    customerPhone: '+1 555 010 2000',
  },
  attest: { attested: true },
  bind: {},
  issue: {},
  rescind: { reason: 'Bound in error' },
  invalidate: { reason: 'Revenue changed' },
  delete: {},
  'reassess-risk': {},
  reset: {},
  'switch-paper': { isSurplus: true },
  'event-exclusion': { claimNumber: 'CL-2025-001', claimName: 'Ransomware event of March 2025' },
  'send-sign-request': {},
  'sign-application': { signature: 'Olivia Owner', agreed: true },
};

/** Actions that price the quote's stored rater input again: their quotes are priced by the rater when made. */
const NEEDS_RATING = new Set(['reassess-risk', 'reset', 'switch-paper']);
/** The policyholder contact the signing request needs. */
const CONTACT = { customerFirstName: 'Pat', customerLastName: 'Holder', customerEmail: 'pat.holder@example.test' };
/** The policyholder signs a quote of its own account (Customer Demo Co) that it was asked to sign. */
const SIGNER_ACTIONS = new Set(['sign-application']);
const SIGN_REQUEST = {
  signRequest: {
    signer: { customerEmail: 'owner@customer.demo.test' },
    by: 'admin@alpha.demo.test',
    on: '2031-01-15T10:00:00.000Z',
  },
};
const RATED = {
  product: 'P250',
  rating: { input: { product: 'P250', naicsCode: 541511, state: 'CA', revenue: 3_000_000, limit: 2_000_000 } },
};

forEachDatabase('quote lifecycle', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let alphaClientId: string;
  let customerId: string;
  let machine: Machine;

  const url = (action: MachineAction, id: string) => action.path.replace(':id', id);
  const act = (token: string, action: MachineAction, id: string, body: unknown = VALID_BODY[action.action]) =>
    ctx.request(action.method, url(action, id), { token, body });
  const actionNamed = (name: string) => machine.actions.find((a) => a.action === name)!;
  /** A fresh Alpha quote, put straight into `status` (the machine is what is under test, not how it got there). */
  const quoteIn = async (status: string, extra: Record<string, unknown> = {}) => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: alphaClientId, product: 'P100', effectiveDate: '2031-02-01', endDate: '2032-02-01', ...extra },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    await ctx.db.updateTable('quotes').set({ status }).where('id', '=', created.json.id).execute();
    return created.json.id as string;
  };
  const statusOf = async (id: string) =>
    (await ctx.db.selectFrom('quotes').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const tokenFor = (action: MachineAction) =>
    action.permission === 'quote:underwrite' ? staff : SIGNER_ACTIONS.has(action.action) ? owner : alpha;
  /** The quote an action is tried on: the policyholder's own, with a sign request, for the signing action. */
  const subjectFor = async (action: MachineAction, status: string) => {
    if (!SIGNER_ACTIONS.has(action.action))
      return quoteIn(
        status,
        NEEDS_RATING.has(action.action) ? RATED : action.action === 'send-sign-request' ? CONTACT : {},
      );
    const id = await quoteIn(status, { accountId: customerId });
    await ctx.db
      .updateTable('quotes')
      .set({ details: JSON.stringify(SIGN_REQUEST) } as never)
      .where('id', '=', id)
      .execute();
    return id;
  };

  beforeAll(async () => {
    [staff, alpha, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
    customerId = (
      await ctx.db.selectFrom('accounts').select('id').where('name', '=', 'Customer Demo Co').executeTakeFirstOrThrow()
    ).id;
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
    const published = await ctx.request('GET', `${QUOTES}/statuses`, { token: alpha });
    expect(published.status).toBe(200);
    machine = published.json;
  });

  it('publishes the machine: the statuses and every action with its path, from-states and result', () => {
    expect(machine.statuses).toEqual(
      expect.arrayContaining([
        'READY',
        'REFERRED',
        'IN_REVIEW',
        'REQUESTED',
        'SIGNED',
        'BOUND',
        'ISSUED',
        'DECLINED',
        'LOST',
        'RESCIND',
        'DELETED',
      ]),
    );
    expect(Object.keys(VALID_BODY).sort()).toEqual(machine.actions.map((a) => a.action).sort());
    expect(actionNamed('decline')).toMatchObject({ method: 'PUT', path: `${QUOTES}/decline/:id`, to: 'DECLINED' });
    expect(actionNamed('lost')).toMatchObject({ method: 'PUT', path: `${QUOTES}/lost/:id`, to: 'LOST' });
    expect(actionNamed('rescind')).toMatchObject({ from: ['BOUND'], to: 'RESCIND' });
  });

  it('every declared transition moves the status and records the action with its actor', async () => {
    for (const action of machine.actions) {
      for (const from of action.from ?? machine.statuses) {
        const id = await subjectFor(action, from);
        const token = tokenFor(action);
        const answer = await act(token, action, id);
        expect(answer.status, `${action.action} from ${from}: ${JSON.stringify(answer.json)}`).toBe(200);
        expect(answer.json.status).toBe(action.to ?? from);
        const history = await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha });
        const email = token === staff ? DEMO.staff : token === owner ? DEMO.owner : DEMO.alphaAdmin;
        expect(history.json[0]).toMatchObject({ action: action.action, actorEmail: email, impersonatorUserId: null });
        if (action.to && action.to !== from)
          expect(history.json[0].changes).toContainEqual({ field: 'status', before: from, after: action.to });
      }
    }
  });

  it('every status × action pair the machine does not declare answers 409 naming the status and what is allowed', async () => {
    for (const status of machine.statuses) {
      const id = await quoteIn(status);
      const allowed = machine.actions.filter((a) => !a.from || a.from.includes(status)).map((a) => a.action);
      for (const action of machine.actions.filter((a) => a.from && !a.from.includes(status))) {
        const answer = await act(
          tokenFor(action),
          action,
          SIGNER_ACTIONS.has(action.action) ? await subjectFor(action, status) : id,
        );
        expect(answer.status, `${action.action} from ${status}`).toBe(409);
        expect(answer.json.detail).toContain(`status ${status}`);
        expect(answer.json.detail).toContain(allowed.length ? allowed.join(', ') : 'none');
      }
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('the journey: refer, review, release, request to bind on the spec PUT /{id}, attest, bind, issue creates the policy', async () => {
    const id = await quoteIn('READY');
    expect((await act(staff, actionNamed('refer'), id)).json.status).toBe('REFERRED');
    const noReason = await act(staff, actionNamed('request-review'), id, {});
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual([{ field: 'reason', detail: 'Reason is a required field' }]);
    expect((await act(staff, actionNamed('request-review'), id)).json.status).toBe('IN_REVIEW');
    expect((await act(staff, actionNamed('release'), id)).json.status).toBe('READY');

    const missing = await ctx.request('PUT', `${QUOTES}/${id}`, {
      token: alpha,
      body: { wraRequestToBind: true, customerFirstName: 'Pat' },
    });
    expect(missing.status).toBe(400);
    expect(fields(missing.json).sort()).toEqual(['customerEmail', 'customerLastName', 'customerPhone']);
    const requested = await ctx.request('PUT', `${QUOTES}/${id}`, {
      token: alpha,
      body: { wraRequestToBind: true, ...VALID_BODY['request-to-bind'] },
    });
    expect(requested.status, JSON.stringify(requested.json)).toBe(200);
    expect(requested.json).toMatchObject({
      status: 'REQUESTED',
      customerFirstName: 'Pat',
      customerLastName: 'Holder',
      customerEmail: 'pat.holder@example.test',
    });

    const unticked = await act(alpha, actionNamed('attest'), id, { attested: false });
    expect(unticked.status).toBe(400);
    expect(fields(unticked.json)).toEqual(['attested']);
    expect((await act(alpha, actionNamed('attest'), id)).json.status).toBe('SIGNED');
    const bound = (await act(alpha, actionNamed('bind'), id)).json;
    expect(bound.status).toBe('BOUND');
    expect(bound.boundOn).toBeTruthy();
    expect(bound.binderExpiresOn > bound.boundOn.slice(0, 10)).toBe(true);

    // An agency may not issue: underwriting is staff's.
    expect((await act(alpha, actionNamed('issue'), id)).status).toBe(403);
    const issued = await act(staff, actionNamed('issue'), id);
    expect(issued.status, JSON.stringify(issued.json)).toBe(200);
    expect(issued.json.status).toBe('ISSUED');
    const policies = await ctx.request('GET', `/api/policy/v1/search?size=1000`, { token: alpha });
    const policy = policies.json.content.find((p: { quoteId: string }) => p.quoteId === id);
    const quote = issued.json;
    expect(policy).toMatchObject({
      status: 'ISSUED',
      quoteNumber: quote.quoteNumber,
      product: quote.product,
      companyName: quote.companyName,
      accountId: quote.accountId,
      effectiveDate: quote.effectiveDate,
      endDate: quote.endDate,
      customerEmail: 'pat.holder@example.test',
      customerPhone: '+1 555 010 2000',
    });
    expect(policy.totalPremium ?? null).toBe(quote.totalPremium ?? null);
    expect(quote.details.policyId).toBe(policy.id);
    const history = (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json.map(
      (e: { action: string }) => e.action,
    );
    expect(history.slice(0, 7)).toEqual([
      'issue',
      'bind',
      'attest',
      'request-to-bind',
      'release',
      'request-review',
      'refer',
    ]);
  });

  it('decline and lost keep the reasons of §9 and refuse a missing fill-in text; need-by defaults to 7 days and refuses the past', async () => {
    const id = await quoteIn('REFERRED');
    const noFillIn = await act(staff, actionNamed('decline'), id, { reasonSummary: 'Fill-in option', reason: 'x' });
    expect(noFillIn.json.errors).toEqual([{ field: 'fillInText', detail: 'Fill-In text is required' }]);
    const unknown = await act(staff, actionNamed('decline'), id, { reasonSummary: 'Price is High', reason: 'x' });
    expect(fields(unknown.json)).toEqual(['reasonSummary']);
    const needBy = await ctx.request('PUT', `${QUOTES}/update/needBy`, { token: staff, body: { quoteId: id } });
    expect(needBy.status, JSON.stringify(needBy.json)).toBe(200);
    expect(needBy.json.needByDate).toBe(
      new Date(Date.now() + 7 * 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10),
    );
    const past = await ctx.request('PUT', `${QUOTES}/update/needBy`, {
      token: staff,
      body: { quoteId: id, needBy: '2020-01-01' },
    });
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual([{ field: 'needBy', detail: 'Need-by date cannot be earlier than today' }]);
    const declined = await act(staff, actionNamed('decline'), id);
    expect(declined.json.details.declination).toMatchObject({
      reasonSummary: 'Fill-in option',
      reason: 'Outside appetite',
      fillInText: 'Crypto exchange',
    });
  });

  it('a generic PUT cannot move the status, payment, fees or premium: 400 naming the field, nothing changes', async () => {
    const id = await quoteIn('READY');
    const before = (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;
    for (const [field, value] of [
      ['status', 'BOUND'],
      ['isPaid', true],
      ['brokerFee', 100],
      ['mgaFee', 50],
      ['totalPremium', 1],
      ['premium', 1],
    ] as const) {
      const put = await ctx.request('PUT', `${QUOTES}/${id}`, { token: alpha, body: { [field]: value } });
      expect(put.status, field).toBe(400);
      expect(fields(put.json)).toEqual([field]);
    }
    // The record sent back as read (a form) is accepted; boundOn is read-only and ignored.
    const sameBack = await ctx.request('PUT', `${QUOTES}/${id}`, {
      token: alpha,
      body: { ...before, boundOn: '2030-01-01T00:00:00Z', companyName: 'Renamed Co' },
    });
    expect(sameBack.status, JSON.stringify(sameBack.json)).toBe(200);
    expect(sameBack.json).toMatchObject({ status: 'READY', boundOn: null, companyName: 'Renamed Co' });
    const history = (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json;
    expect(
      history
        .filter((e: { action: string }) => e.action !== 'create')
        .flatMap((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field)),
    ).not.toContain('status');
    // A create starts in a start status only.
    const bound = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: alphaClientId, product: 'P100', status: 'BOUND' },
    });
    expect(bound.status).toBe(400);
    expect(fields(bound.json)).toEqual(['status']);
    const referred = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: alphaClientId, product: 'P100', status: 'REFERRED' },
    });
    expect(referred.json.status).toBe('REFERRED');
  });

  it('another agency cannot act on the quote (404), and nothing changes', async () => {
    const id = await quoteIn('READY');
    for (const action of machine.actions.filter((a) => !a.from || a.from.includes('READY'))) {
      const answer = await act(beta, action, id);
      expect([403, 404], action.action).toContain(answer.status);
      // Beta holds the agency's permissions (404: not its quote); underwriting and the policyholder's signing are not its (403).
      if (action.permission !== 'quote:underwrite' && !SIGNER_ACTIONS.has(action.action))
        expect(answer.status, action.action).toBe(404);
    }
    expect((await ctx.request('PUT', `${QUOTES}/update/needBy`, { token: beta, body: { quoteId: id } })).status).toBe(
      403,
    );
    expect(
      (
        await ctx.request('PUT', `${QUOTES}/${id}`, {
          token: beta,
          body: { wraRequestToBind: true, ...VALID_BODY['request-to-bind'] },
        })
      ).status,
    ).toBe(404);
    expect(await statusOf(id)).toBe('READY');
  });
});
