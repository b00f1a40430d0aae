/**
 * Underwriting and the agency's quote calls beside the state machine: IRPM re-prices the quote by its
 * modifier, broker and MGA fees make the total premium, a quote is sent to its policyholder through a workflow
 * link and an e-mail, the underwriter's inbox, the surplus lines notice of LA and MT (attested once), bulk delete
 * of invalid or expired quotes; another agency cannot act on Alpha's quotes. Expected figures are worked out here
 * from the stored premium and the percentages sent.
 */
import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
const cents = (n: number) => Math.round(n * 100) / 100;

/** A P250 input without an IRPM of its own (CA: IRPM bounds ±25 %). */
const INPUT = { product: 'P250', naicsCode: 541511, state: 'CA', revenue: 3_000_000, limit: 2_000_000 };

forEachDatabase('quote underwriting', (ctx) => {
  let staff: string;
  let alpha: string;
  let agent: string;
  let beta: string;
  let txClientId: string;

  const quote = async (token: string, id: string) => (await ctx.request('GET', `${QUOTES}/${id}`, { token })).json;
  /** A fresh priced Alpha quote (Texas client), put straight into `status`. */
  const pricedQuote = async (status = 'READY') => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: txClientId, product: 'P250', rating: { input: INPUT } },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    if (status !== created.json.status)
      await ctx.db.updateTable('quotes').set({ status }).where('id', '=', created.json.id).execute();
    return created.json.id as string;
  };
  const historyTop = async (id: string) =>
    (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json[0];

  beforeAll(async () => {
    [staff, alpha, agent, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.betaAdmin),
    ]);
    const alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    txClientId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('state', '=', 'TX')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
  });

  describe('IRPM', () => {
    it('re-prices the quote by exactly the modifier: stored premium × (1 + sum / 100), the input kept, the IRPM line in the breakdown', async () => {
      const id = await pricedQuote();
      const before = await quote(alpha, id);
      const answer = await ctx.request('POST', `${QUOTES}/uw/underwrite/${id}`, {
        token: staff,
        body: {
          version: before.version,
          irpm: { companyStability: 10, securityAwareness: -4, drPlanning: 2.5 },
          irpmNote: 'Strong controls, thin financials',
        },
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      // 10 − 4 + 2.5 = 8.5 → modifier 1.085.
      const expected = cents(before.premium * 1.085);
      expect(answer.json.premium).toBe(expected);
      expect(answer.json.totalPremium).toBe(expected);
      expect(answer.json.status).toBe('READY');
      expect(answer.json.rating.input).toEqual(before.rating.input);
      const irpmLines = answer.json.rating.breakdown.filter((line: { factor: string }) => line.factor === 'irpm');
      expect(irpmLines).toHaveLength(1);
      expect(irpmLines[0]).toMatchObject({
        value: 1.085,
        basis: { ratedPremium: before.premium, irpm: { companyStability: 10, securityAwareness: -4, drPlanning: 2.5 } },
      });
      expect(cents(irpmLines[0].basis.ratedPremium * irpmLines[0].value)).toBe(answer.json.premium);
      expect(await historyTop(id)).toMatchObject({ action: 'irpm', actorEmail: DEMO.staff });

      // A second IRPM replaces the first (it does not stack): 1 − 5 = −4 → 0.96 of the same rated premium.
      const again = await ctx.request('POST', `${QUOTES}/uw/underwrite/${id}`, {
        token: staff,
        body: { version: answer.json.version, irpm: { financialCondition: 1, managementExperience: -5 } },
      });
      expect(again.json.premium).toBe(cents(before.premium * 0.96));
    });

    it("a value outside the state's bounds is 'Invalid' naming irpm.<key>; the quote is unchanged", async () => {
      const id = await pricedQuote();
      const before = await quote(alpha, id);
      const high = await ctx.request('POST', `${QUOTES}/uw/underwrite/${id}`, {
        token: staff,
        body: { irpm: { companyStability: 30, drPlanning: -26 } },
      });
      expect(high.status).toBe(400);
      expect(high.json.errors).toEqual([
        { field: 'irpm.companyStability', detail: 'Invalid' },
        { field: 'irpm.drPlanning', detail: 'Invalid' },
      ]);
      const text = await ctx.request('POST', `${QUOTES}/uw/underwrite/${id}`, {
        token: staff,
        body: { irpm: { managementOfContent: 'lots' } },
      });
      expect(text.status).toBe(400);
      expect(text.json.errors).toEqual([{ field: 'irpm.managementOfContent', detail: 'Invalid' }]);
      expect((await quote(alpha, id)).premium).toBe(before.premium);
    });

    it("is the underwriter's: an agency gets 403; a stale version and a bound quote are 409", async () => {
      const id = await pricedQuote();
      expect(
        (
          await ctx.request('POST', `${QUOTES}/uw/underwrite/${id}`, {
            token: alpha,
            body: { irpm: { companyStability: 5 } },
          })
        ).status,
      ).toBe(403);
      const stale = await ctx.request('POST', `${QUOTES}/uw/underwrite/${id}`, {
        token: staff,
        body: { version: 0, irpm: { companyStability: 5 } },
      });
      expect(stale.status).toBe(409);
      const bound = await pricedQuote('BOUND');
      expect(
        (
          await ctx.request('POST', `${QUOTES}/uw/underwrite/${bound}`, {
            token: staff,
            body: { irpm: { companyStability: 5 } },
          })
        ).status,
      ).toBe(409);
    });
  });

  describe('fees', () => {
    it('broker and MGA fees from 0 to 10,000 make the total premium; a later edit keeps it', async () => {
      const id = await pricedQuote();
      const { premium } = await quote(alpha, id);
      const broker = await ctx.request('PUT', `${QUOTES}/broker-fees/${id}`, {
        token: alpha,
        body: { brokerFee: 250.5, additionalBrokerFee: 100 },
      });
      expect(broker.status, JSON.stringify(broker.json)).toBe(200);
      expect(broker.json.message).toBe('Broker Fee updated Successfully!');
      expect(broker.json.quote).toMatchObject({
        brokerFee: 250.5,
        additionalBrokerFee: 100,
        premium,
        totalPremium: cents(premium + 350.5),
      });
      const mga = await ctx.request('PUT', `${QUOTES}/mga-fees/${id}`, { token: staff, body: { mgaFee: 75 } });
      expect(mga.status).toBe(200);
      expect(mga.json.message).toBe('MGA Fee updated Successfully!');
      expect(mga.json.quote.totalPremium).toBe(cents(premium + 425.5));
      expect(await historyTop(id)).toMatchObject({ action: 'mga-fees', actorEmail: DEMO.staff });

      // The bounds are allowed.
      expect(
        (
          await ctx.request('PUT', `${QUOTES}/broker-fees/${id}`, {
            token: alpha,
            body: { brokerFee: 0, additionalBrokerFee: 10_000 },
          })
        ).json.quote.totalPremium,
      ).toBe(cents(premium + 10_075));
      // A generic edit of the quote keeps premium and fees in the total.
      const edited = await ctx.request('PUT', `${QUOTES}/${id}`, {
        token: alpha,
        body: { customerFirstName: 'Robin' },
      });
      expect(edited.status, JSON.stringify(edited.json)).toBe(200);
      expect(edited.json.totalPremium).toBe(cents(premium + 10_075));
    });

    it('out of range, missing or not a number is a 400 naming the field with the spec text', async () => {
      const id = await pricedQuote();
      const over = await ctx.request('PUT', `${QUOTES}/broker-fees/${id}`, {
        token: alpha,
        body: { brokerFee: 10_000.01 },
      });
      expect(over.status).toBe(400);
      expect(over.json.errors).toEqual([
        { field: 'brokerFee', detail: 'Broker Fee must be less than or equal to $10,000' },
      ]);
      const under = await ctx.request('PUT', `${QUOTES}/broker-fees/${id}`, {
        token: alpha,
        body: { brokerFee: 10, additionalBrokerFee: -1 },
      });
      expect(under.json.errors).toEqual([
        { field: 'additionalBrokerFee', detail: 'Additional Broker fee cannot be less than $0' },
      ]);
      const missing = await ctx.request('PUT', `${QUOTES}/broker-fees/${id}`, {
        token: alpha,
        body: { additionalBrokerFee: 5 },
      });
      expect(missing.json.errors).toEqual([{ field: 'brokerFee', detail: 'Broker Fee is required' }]);
      const text = await ctx.request('PUT', `${QUOTES}/mga-fees/${id}`, { token: staff, body: { mgaFee: 'fifty' } });
      expect(text.json.errors).toEqual([{ field: 'mgaFee', detail: 'MGA Fee must be a number' }]);
      const mgaOver = await ctx.request('PUT', `${QUOTES}/mga-fees/${id}`, { token: staff, body: { mgaFee: 20_000 } });
      expect(fields(mgaOver.json)).toEqual(['mgaFee']);
      const stored = await quote(alpha, id);
      expect([stored.brokerFee ?? null, stored.mgaFee ?? null, stored.totalPremium]).toEqual([
        null,
        null,
        stored.premium,
      ]);
    });

    it('the MGA fee is refused to an agency (403)', async () => {
      const id = await pricedQuote();
      expect(
        (await ctx.request('PUT', `${QUOTES}/mga-fees/${id}`, { token: alpha, body: { mgaFee: 50 } })).status,
      ).toBe(403);
      expect(
        (await ctx.request('PUT', `${QUOTES}/mga-fees/${id}`, { token: agent, body: { mgaFee: 50 } })).status,
      ).toBe(403);
    });
  });

  describe('send to the policyholder', () => {
    const contact = {
      customerFirstName: 'Jordan',
      customerLastName: 'Keller',
      customerEmail: 'jordan.keller@policyholder.demo.test',
      customerPhone: '(512) 555-0190',
    };

    it('stores the contact, makes a QUOTE workflow link to the review page and mails it; the link signs the policyholder in', async () => {
      const id = await pricedQuote();
      const { version } = await quote(alpha, id);
      const sent = await ctx.request('POST', `${QUOTES}/action/send`, {
        token: alpha,
        body: { quoteId: id, version, ...contact },
      });
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      expect(sent.json.message).toBe('Quote request(s) sent successfully!');
      const { workflowId } = sent.json;
      expect(sent.json.quote).toMatchObject({
        customerFirstName: 'Jordan',
        customerLastName: 'Keller',
        customerEmail: contact.customerEmail,
        status: 'READY',
      });
      expect(await historyTop(id)).toMatchObject({ action: 'send', actorEmail: DEMO.alphaAdmin });

      const workflow = await ctx.db
        .selectFrom('workflows')
        .innerJoin('users', 'users.id', 'workflows.userId')
        .select(['workflows.flow', 'workflows.redirectUrl', 'users.email'])
        .where('workflows.id', '=', workflowId)
        .executeTakeFirstOrThrow();
      expect(workflow).toEqual({
        flow: 'QUOTE',
        redirectUrl: `/quote/${id}/request-to-bind/P250`,
        email: contact.customerEmail,
      });
      const mail = await ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', contact.customerEmail)
        .where('kind', '=', 'QUOTE_SENT')
        .executeTakeFirstOrThrow();
      expect(mail.channel).toBe('EMAIL');
      expect(mail.body).toContain(`/validate/${workflowId}`);

      // The policyholder's login was made through the users store, as the system: a history entry records it.
      const made = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', contact.customerEmail)
        .executeTakeFirstOrThrow();
      const userHistory = await ctx.db
        .selectFrom('recordHistory')
        .select(['action', 'actorEmail'])
        .where('recordId', '=', made.id)
        .execute();
      expect(userHistory).toEqual([{ action: 'create', actorEmail: 'system' }]);

      // The policyholder follows the link: a code by e-mail, its tokens, the review page, and its quote.
      expect((await ctx.request('GET', `/api/auth/v1/wf/${workflowId}`)).json).toMatchObject({
        flow: 'QUOTE',
        flowUserFirstName: 'Jordan',
      });
      expect((await ctx.request('GET', `/api/auth/v1/wf/access/${workflowId}`)).status).toBe(200);
      const code = await ctx.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', contact.customerEmail)
        .where('kind', '=', 'WORKFLOW_CODE')
        .executeTakeFirstOrThrow();
      const tokens = await ctx.request('POST', '/api/auth/v1/wf/token', {
        body: { workflowId, accessCode: /\b(\d{6})\b/.exec(code.body)?.[1] },
      });
      expect(tokens.status).toBe(200);
      const holder = tokens.json.accessToken as string;
      expect(
        (await ctx.request('GET', `/api/auth/v1/workflows/${workflowId}/redirect`, { token: holder })).json.redirectURL,
      ).toBe(`/quote/${id}/request-to-bind/P250`);
      expect((await ctx.request('GET', `${QUOTES}/${id}`, { token: holder })).json.quoteNumber).toBeTruthy();

      // Sent again to the same address: the same policyholder user, a new link.
      const resent = await ctx.request('POST', `${QUOTES}/action/send`, {
        token: alpha,
        body: { quoteId: id, ...contact },
      });
      expect(resent.status).toBe(200);
      expect(resent.json.workflowId).not.toBe(workflowId);
      expect(
        (await ctx.db.selectFrom('users').select('id').where('email', '=', contact.customerEmail).execute()).length,
      ).toBe(1);
    });

    it("the contact rules of spec 001 §5 (400 naming each field); another organisation's address is refused; only a READY quote", async () => {
      const id = await pricedQuote();
      const empty = await ctx.request('POST', `${QUOTES}/action/send`, { token: alpha, body: { quoteId: id } });
      expect(empty.status).toBe(400);
      expect(empty.json.errors).toEqual(
        expect.arrayContaining([
          { field: 'customerFirstName', detail: 'Please enter Policy Holder First Name.' },
          { field: 'customerLastName', detail: 'Please enter Policy Holder Last Name.' },
          { field: 'customerEmail', detail: 'Please enter Email Address' },
        ]),
      );
      const bad = await ctx.request('POST', `${QUOTES}/action/send`, {
        token: alpha,
        body: { quoteId: id, ...contact, customerEmail: 'not-an-address', customerPhone: '12' },
      });
      expect(bad.json.errors).toEqual(
        expect.arrayContaining([
          { field: 'customerEmail', detail: 'Please enter a valid Email Address' },
          { field: 'customerPhone', detail: 'Please enter a valid Policy Holder Phone Number.' },
        ]),
      );
      const noQuote = await ctx.request('POST', `${QUOTES}/action/send`, { token: alpha, body: contact });
      expect(fields(noQuote.json)).toEqual(['quoteId']);
      const foreign = await ctx.request('POST', `${QUOTES}/action/send`, {
        token: alpha,
        body: { quoteId: id, ...contact, customerEmail: DEMO.betaAdmin },
      });
      expect(foreign.status).toBe(400);
      expect(fields(foreign.json)).toEqual(['customerEmail']);
      expect(
        await ctx.db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', DEMO.betaAdmin)
          .where('kind', '=', 'QUOTE_SENT')
          .execute(),
      ).toEqual([]);
      const declined = await pricedQuote('DECLINED');
      expect(
        (await ctx.request('POST', `${QUOTES}/action/send`, { token: alpha, body: { quoteId: declined, ...contact } }))
          .status,
      ).toBe(409);
    });
  });

  describe('underwriter inbox', () => {
    it('lists only REFERRED, IN_REVIEW and REQUESTED quotes, to underwriters only', async () => {
      const referred = await pricedQuote('REFERRED');
      const ready = await pricedQuote('READY');
      const inbox = await ctx.request('GET', `${QUOTES}/search/uw-inbox?size=1000`, { token: staff });
      expect(inbox.status).toBe(200);
      const statuses = new Set(inbox.json.content.map((q: { status: string }) => q.status));
      expect([...statuses].every((s) => ['REFERRED', 'IN_REVIEW', 'REQUESTED'].includes(s as string))).toBe(true);
      const ids = inbox.json.content.map((q: { id: string }) => q.id);
      expect(ids).toContain(referred);
      expect(ids).not.toContain(ready);
      const waiting = await ctx.db
        .selectFrom('quotes')
        .select('id')
        .where('status', 'in', ['REFERRED', 'IN_REVIEW', 'REQUESTED'])
        .execute();
      expect(inbox.json.totalElements).toBe(waiting.length);
      const narrowed = await ctx.request('GET', `${QUOTES}/search/uw-inbox?size=1000&f[status][in]=REFERRED,READY`, {
        token: staff,
      });
      expect(narrowed.json.content.every((q: { status: string }) => q.status === 'REFERRED')).toBe(true);
      expect((await ctx.request('GET', `${QUOTES}/search/uw-inbox`, { token: alpha })).status).toBe(403);
      expect((await ctx.request('GET', `${QUOTES}/search/uw-inbox`, { token: beta })).status).toBe(403);
    });
  });

  describe('surplus lines notice', () => {
    it('serves the LA and MT notice texts; another state or type is a 400 naming it', async () => {
      const la = await ctx.request('GET', '/api/docs/v1/template?type=surplusNotice&state=LA', { token: alpha });
      expect(la.status).toBe(200);
      expect(la.json.state).toBe('LA');
      expect(la.json.text).toContain('Louisiana');
      expect(
        (await ctx.request('GET', '/api/docs/v1/template?type=surplusNotice&state=MT', { token: agent })).json.text,
      ).toContain('Montana');
      expect(
        fields((await ctx.request('GET', '/api/docs/v1/template?type=surplusNotice&state=TX', { token: alpha })).json),
      ).toEqual(['state']);
      expect(
        fields((await ctx.request('GET', '/api/docs/v1/template?type=invoice&state=LA', { token: alpha })).json),
      ).toEqual(['type']);
    });

    it('the demo LA quote is attested once: a second attest is 409, a TX quote 400 naming state, Beta 404', async () => {
      const la = await ctx.db
        .selectFrom('quotes')
        .innerJoin('accounts', 'accounts.id', 'quotes.accountId')
        .select(['quotes.id', 'accounts.state'])
        .where('quotes.quoteNumber', '=', 'Q-ALP-LA01')
        .executeTakeFirstOrThrow();
      expect(la.state).toBe('LA');
      const { version } = await quote(alpha, la.id);
      expect(
        (await ctx.request('POST', `${QUOTES}/surplus-notice/${la.id}/attest`, { token: beta, body: {} })).status,
      ).toBe(404);
      const attested = await ctx.request('POST', `${QUOTES}/surplus-notice/${la.id}/attest`, {
        token: agent,
        body: { version, attested: true, signatureOnFile: true },
      });
      expect(attested.status, JSON.stringify(attested.json)).toBe(200);
      expect(attested.json.details.surplusNotice).toMatchObject({
        state: 'LA',
        attested: true,
        signatureOnFile: true,
        by: DEMO.alphaAgent,
      });
      expect(attested.json.details.firmographicData).toMatchObject({
        state: 'LA',
        signatureOnFile: true,
        surplusLinesState: 'LA',
      });
      expect(await historyTop(la.id)).toMatchObject({ action: 'attest-surplus-notice', actorEmail: DEMO.alphaAgent });
      const again = await ctx.request('POST', `${QUOTES}/surplus-notice/${la.id}/attest`, { token: alpha, body: {} });
      expect(again.status).toBe(409);
      expect(again.json.detail).toContain('already attested');

      const tx = await pricedQuote();
      const refused = await ctx.request('POST', `${QUOTES}/surplus-notice/${tx}/attest`, { token: alpha, body: {} });
      expect(refused.status).toBe(400);
      expect(fields(refused.json)).toEqual(['state']);
      expect((await quote(alpha, tx)).details.surplusNotice).toBeUndefined();
    });
  });

  describe('bulk delete', () => {
    it("deletes every invalid (or expired) quote the caller can see, each recorded; another agency's stay", async () => {
      const mine = [await pricedQuote('INVALID'), await pricedQuote('INVALID')];
      const betaInvalid = await ctx.db
        .selectFrom('quotes')
        .innerJoin('accounts', 'accounts.id', 'quotes.agencyId')
        .select('quotes.id')
        .where('accounts.hostname', '=', 'beta')
        .where('quotes.status', '=', 'INVALID')
        .execute();
      const alphaInvalid = await ctx.db
        .selectFrom('quotes')
        .innerJoin('accounts', 'accounts.id', 'quotes.agencyId')
        .select('quotes.id')
        .where('accounts.hostname', '=', 'alpha')
        .where('quotes.status', '=', 'INVALID')
        .execute();
      expect(betaInvalid.length).toBeGreaterThan(0);

      expect(
        (await ctx.request('POST', `${QUOTES}/bulk-delete`, { token: agent, body: { status: 'INVALID' } })).status,
      ).toBe(403);
      expect(
        fields((await ctx.request('POST', `${QUOTES}/bulk-delete`, { token: alpha, body: { status: 'READY' } })).json),
      ).toEqual(['status']);
      const done = await ctx.request('POST', `${QUOTES}/bulk-delete`, { token: alpha, body: { status: 'INVALID' } });
      expect(done.status).toBe(200);
      expect(done.json).toEqual({
        message: 'Submitted Request to Delete All Invalid Quotes!',
        deleted: alphaInvalid.length,
      });
      for (const id of mine) {
        expect((await quote(alpha, id)).status).toBe('DELETED');
        expect(await historyTop(id)).toMatchObject({ action: 'delete', actorEmail: DEMO.alphaAdmin });
      }
      const betaAfter = await ctx.db
        .selectFrom('quotes')
        .select('status')
        .where(
          'id',
          'in',
          betaInvalid.map((q) => q.id),
        )
        .execute();
      expect(betaAfter.every((q) => q.status === 'INVALID')).toBe(true);

      const expired = await ctx.request('POST', `${QUOTES}/bulk-delete`, { token: alpha, body: { status: 'EXPIRED' } });
      expect(expired.json.message).toBe('Submitted Request to Delete All Expired Quotes!');
      expect(
        (await ctx.request('POST', `${QUOTES}/bulk-delete`, { token: alpha, body: { status: 'EXPIRED' } })).json
          .deleted,
      ).toBe(0);
    });
  });

  it("Beta cannot act on Alpha's quote (404) and nothing changes", async () => {
    const id = await pricedQuote();
    const before = await quote(alpha, id);
    expect(
      (await ctx.request('PUT', `${QUOTES}/broker-fees/${id}`, { token: beta, body: { brokerFee: 10 } })).status,
    ).toBe(404);
    expect(
      (
        await ctx.request('POST', `${QUOTES}/action/send`, {
          token: beta,
          body: {
            quoteId: id,
            customerFirstName: 'Eve',
            customerLastName: 'Intruder',
            customerEmail: 'eve@intruder.demo.test',
          },
        })
      ).status,
    ).toBe(404);
    expect((await ctx.request('POST', `${QUOTES}/surplus-notice/${id}/attest`, { token: beta, body: {} })).status).toBe(
      404,
    );
    const after = await quote(alpha, id);
    expect(after.version).toBe(before.version);
    expect(
      await ctx.db.selectFrom('users').select('id').where('email', '=', 'eve@intruder.demo.test').execute(),
    ).toEqual([]);
  });
});
