/**
 * The billing spec paths for premium financing by an outside financer, on both databases: POST finance (add a
 * premium financer's plan to a policy, spec 002 §3 "Add financer payload", §8 "Premium Financer added
 * Successfully!") and PUT pay/premiumFinance (the financer's payment of the amount financed, once the down
 * payment is paid). Every field is validated with a 400 naming it; another agency's policy is 404; the
 * policyholder may not add a financer or record the financer's payment (403); both are policy actions with history.
 */
import { DEMO, forEachDatabase, type ServerTestContext } from './support/databases';

const BILLING = '/api/billing/v1';
const fields = (json: { errors?: { field: string; detail: string }[] }) =>
  (json.errors ?? []).map((e) => `${e.field}: ${e.detail}`).sort();

forEachDatabase('the billing spec paths: premium financers', (ctx: ServerTestContext) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let accountId: string;

  /** A new ISSUED policy of the policyholder's account (an Alpha client): total 1,150.00 with 150.00 of fees. */
  async function issued(isPaid = false): Promise<{ id: string; policyNumber: string }> {
    const { status, json } = await ctx.request('POST', '/api/policy/v1', {
      token: staff,
      body: {
        accountId,
        product: 'P100',
        status: 'ISSUED',
        isPaid,
        totalPremium: 1150,
        brokerFee: 100,
        mgaFee: 50,
        customerEmail: DEMO.owner,
        effectiveDate: '2030-02-01',
        endDate: '2031-02-01',
      },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    return json;
  }
  const addFinancer = (token: string, body: unknown) => ctx.request('POST', `${BILLING}/finance`, { token, body });
  const payFinanced = (token: string, body: unknown) =>
    ctx.request('PUT', `${BILLING}/pay/premiumFinance`, { token, body });
  const latestHistory = async (policyId: string) =>
    (await ctx.request('GET', `/api/policy/v1/${policyId}/history`, { token: staff })).json[0];
  const plan = (policyId: string) => ({
    policyId,
    accountId,
    financerName: 'First Insurance Funding',
    apr: 12,
    numberOfInstallments: 10,
    downPayment: 350,
    amountFinanced: 800,
    totalPremium: 1150,
    customerEmail: DEMO.owner,
  });

  beforeAll(async () => {
    [staff, alpha, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
    accountId = (
      await ctx.db.selectFrom('users').select('accountId').where('email', '=', DEMO.owner).executeTakeFirstOrThrow()
    ).accountId;
  });

  it('POST finance: every field validated with a 400 naming it; the figures must be the policy’s', async () => {
    const policy = await issued();
    const missing = await addFinancer(alpha, {});
    expect(missing.status).toBe(400);
    expect(fields(missing.json)).toEqual([
      'apr: APR is a required field',
      'downPayment: Down Payment is a required field',
      'financerName: Financer is a required field',
      'numberOfInstallments: Number of Installments is a required field',
      'policyId: Policy is a required field',
    ]);
    const wrong = await addFinancer(alpha, {
      ...plan(policy.id),
      financerName: '',
      apr: 101,
      numberOfInstallments: 1.5,
      downPayment: -1,
      amountFinanced: 'lots',
      totalPremium: 1_000_000_000_001,
      customerEmail: 'not-an-email',
    });
    expect(wrong.status).toBe(400);
    expect(fields(wrong.json)).toEqual([
      'amountFinanced: Amount Financed is a required field',
      'apr: APR must be between 0 and 100',
      'customerEmail: Invalid email address',
      'downPayment: Down Payment must be greater than or equal to 0',
      'financerName: Financer is a required field',
      'numberOfInstallments: Number of Installments must be a whole number',
      'totalPremium: Total Premium must be less than or equal to 1,000,000,000,000',
    ]);
    const figures = await addFinancer(alpha, { ...plan(policy.id), totalPremium: 1000, amountFinanced: 1, apr: 8.125 });
    expect(figures.status).toBe(400);
    expect(fields(figures.json)).toEqual([
      'amountFinanced: Amount Financed must be the total premium less the down payment',
      'apr: APR must have at most two decimals',
      "totalPremium: Total Premium must be the policy's total premium",
    ]);
    const tooMuchDown = await addFinancer(alpha, { ...plan(policy.id), downPayment: 1150.01, amountFinanced: 0 });
    expect(fields(tooMuchDown.json)).toEqual([
      'downPayment: Down Payment must be less than or equal to the total premium',
    ]);
    // Nothing was added by the refusals.
    const availability = await ctx.request('GET', `${BILLING}/finance?policyId=${policy.id}`, { token: alpha });
    expect(availability.json).toMatchObject({ isPremiumFinanced: false, available: true });
  });

  it('POST finance: Beta 404, another account named 404, the policyholder 403; added once as a policy action; refused when paid', async () => {
    const policy = await issued();
    expect((await addFinancer(beta, plan(policy.id))).status).toBe(404);
    const otherAccount = (
      await ctx.request('GET', '/api/policy/v1/search?size=50', { token: alpha })
    ).json.content.find((p: { accountId: string }) => p.accountId !== accountId).accountId;
    expect((await addFinancer(alpha, { ...plan(policy.id), accountId: otherAccount })).status).toBe(404);
    expect((await addFinancer(alpha, { ...plan('not-a-policy') })).status).toBe(404);
    expect((await addFinancer(owner, plan(policy.id))).status).toBe(403);

    const added = await addFinancer(alpha, plan(policy.id));
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    // By hand: 800.00 over 10 monthly instalments at 1 % a month → 84.47.
    expect(added.json).toMatchObject({
      message: 'Premium Financer added Successfully!',
      policyId: policy.id,
      financerName: 'First Insurance Funding',
      apr: 12,
      numberOfInstallments: 10,
      installmentAmount: 84.47,
      downPayment: 350,
      amountFinanced: 800,
      totalPremium: 1150,
      customerEmail: DEMO.owner,
    });
    expect(await latestHistory(policy.id)).toMatchObject({ action: 'add-financer', actorEmail: DEMO.alphaAdmin });
    const again = await addFinancer(alpha, plan(policy.id));
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe('The premium of this policy is already financed.');

    // The plan's down payment is what the payment page asks for; the financer is named.
    const availability = await ctx.request('GET', `${BILLING}/finance?policyId=${policy.id}`, { token: owner });
    expect(availability.json).toMatchObject({
      isPremiumFinanced: true,
      available: false,
      financerName: 'First Insurance Funding',
      apr: 12,
    });
    const page = await ctx.request('GET', `${BILLING}/payment?policyId=${policy.id}`, { token: owner });
    expect(page.json.paymentRequest).toMatchObject({
      dueAmount: 350,
      premiumFinanced: true,
      description: `Down payment of the premium finance plan with First Insurance Funding for policy ${policy.policyNumber}`,
    });

    const paid = await issued(true);
    const refused = await addFinancer(alpha, { ...plan(paid.id) });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe('This policy is already paid in full; there is nothing to finance.');
  });

  it("PUT pay/premiumFinance: after the down payment, the financer's payment settles the balance; refused otherwise", async () => {
    const policy = await issued();
    const notFinanced = await payFinanced(alpha, { policyId: policy.id });
    expect(notFinanced.status).toBe(409);
    expect(notFinanced.json.detail).toBe("This policy's premium is not financed.");
    expect((await addFinancer(alpha, plan(policy.id))).status).toBe(201);

    expect(fields((await payFinanced(alpha, {})).json)).toEqual(['policyId: Policy is a required field']);
    const bad = await payFinanced(alpha, {
      policyId: policy.id,
      amountPaid: 0,
      paymentMethod: 'Gold',
      paymentDate: '2030-13-40',
      transactionId: 'x'.repeat(201),
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.json)).toEqual([
      'amountPaid: Amount Paid must be greater than 0',
      'paymentDate: Invalid date format',
      'paymentMethod: Payment Method is a required field',
      'transactionId: Transaction Id must be at most 200 characters',
    ]);
    expect((await payFinanced(beta, { policyId: policy.id })).status).toBe(404);
    expect((await payFinanced(owner, { policyId: policy.id })).status).toBe(403);
    const early = await payFinanced(alpha, { policyId: policy.id });
    expect(early.status).toBe(409);
    expect(early.json.detail).toBe('The down payment of this financed policy is not paid yet.');

    // The policyholder's down payment (received by cheque here), then the financer's 800.00.
    const down = await ctx.request('POST', `${BILLING}/external/applyPayment`, {
      token: alpha,
      body: { policyId: policy.id, amountPaid: 350, paymentMethod: 'Check' },
    });
    expect(down.status, JSON.stringify(down.json)).toBe(201);
    const over = await payFinanced(alpha, { policyId: policy.id, amountPaid: 800.01 });
    expect(fields(over.json)).toEqual(['amountPaid: The amount is more than the balance due.']);
    const recorded = await payFinanced(alpha, { policyId: policy.id, transactionId: 'FIF-2030-0001' });
    expect(recorded.status, JSON.stringify(recorded.json)).toBe(200);
    expect(recorded.json).toEqual({
      message: 'Premium finance payment recorded.',
      policyId: policy.id,
      transactionId: 'FIF-2030-0001',
      amountRecorded: 800,
      isPaid: true,
      isPremiumFinancePaid: true,
      amountPaid: 1150,
      balance: 0,
    });
    expect(await latestHistory(policy.id)).toMatchObject({
      action: 'premium-finance-paid',
      actorEmail: DEMO.alphaAdmin,
    });
    const ledger = await ctx.request('GET', `${BILLING}/search?policyId=${policy.id}`, { token: alpha });
    expect(ledger.json.content[0]).toMatchObject({
      transactionId: 'FIF-2030-0001',
      status: 'Paid',
      amountPaid: 800,
      paymentMethod: 'ACH/Wire Transfer',
      processorName: 'First Insurance Funding',
      paymentDesc: 'Premium finance',
    });
    const twice = await payFinanced(alpha, { policyId: policy.id });
    expect(twice.status).toBe(409);
    expect(twice.json.detail).toBe('The financed premium of this policy is already paid.');
  });

  it('GET agreement: the plan a policy is financed under — an outside financer’s or the accepted quote with its signature', async () => {
    const outside = await issued();
    const none = await ctx.request('GET', `${BILLING}/agreement?policyId=${outside.id}`, { token: alpha });
    expect(none.status).toBe(404);
    expect(none.json.detail).toBe('This policy has no premium finance agreement.');
    expect(fields((await ctx.request('GET', `${BILLING}/agreement`, { token: alpha })).json)).toEqual([
      'policyId: Policy is a required field',
    ]);
    expect((await addFinancer(alpha, plan(outside.id))).status).toBe(201);
    expect((await ctx.request('GET', `${BILLING}/agreement?policyId=${outside.id}`, { token: beta })).status).toBe(404);
    const agreed = await ctx.request('GET', `${BILLING}/agreement?policyId=${outside.id}`, { token: owner });
    expect(agreed.status).toBe(200);
    expect(agreed.json).toMatchObject({
      policyId: outside.id,
      policyNumber: outside.policyNumber,
      financeQuoteNumber: null,
      financerName: 'First Insurance Funding',
      outsideFinancer: true,
      signature: null,
      terms: { downPayment: 350, amountFinanced: 800, numberOfInstallments: 10, installmentAmount: 84.47 },
    });

    const accepted = await issued();
    const acceptance = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: owner,
      body: { policyId: accepted.id, fullName: 'Olivia Owner' },
    });
    expect(acceptance.status, JSON.stringify(acceptance.json)).toBe(201);
    const signed = await ctx.request('GET', `${BILLING}/agreement?policyId=${accepted.id}`, { token: owner });
    expect(signed.json).toMatchObject({
      financeQuoteNumber: acceptance.json.financeQuoteNumber,
      outsideFinancer: false,
      signature: 'Olivia Owner',
      terms: { downPayment: 350, numberOfInstallments: 10 },
    });
  });

  it('GET xpress-enabled: one-step payment with a saved method when something is due and the account has one', async () => {
    const policy = await issued();
    const express = async (token = owner) =>
      ctx.request('GET', `${BILLING}/xpress-enabled?policyId=${policy.id}`, { token });
    expect((await express()).json).toEqual({
      policyId: policy.id,
      enabled: false,
      savedMethods: 0,
      dueAmount: 1150,
      reason: 'The account has no saved payment method.',
    });
    expect((await express(beta)).status).toBe(404);
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${policy.id}`, { token: owner });
    const token = await ctx.request('POST', '/api/sandbox-processor/v1/tokens', {
      body: {
        sessionKey: session.json.key,
        type: 'card',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
        save: true,
      },
    });
    const saved = await ctx.request('POST', `${BILLING}/save`, {
      token: owner,
      body: { accountId, tokenId: token.json.tokenId, paymentCategory: 'Credit Card' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    expect((await express()).json).toMatchObject({ enabled: true, savedMethods: 1, dueAmount: 1150, reason: null });
    const paid = await ctx.request('POST', `${BILLING}/paid`, {
      token: owner,
      body: { policyId: policy.id, sessionKey: session.json.key, savedMethodId: saved.json.id },
    });
    expect(paid.json.status).toBe('Paid');
    expect((await express()).json).toMatchObject({
      enabled: false,
      dueAmount: 0,
      reason: 'This policy is already paid in full.',
    });
  });

  it('POST payfor/{accountId}: every policy of the account with something due is paid with a saved method; a declined card leaves it due', async () => {
    const policy = await issued();
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${policy.id}`, { token: owner });
    const saveCard = async (cardNumber: string) => {
      const token = await ctx.request('POST', '/api/sandbox-processor/v1/tokens', {
        body: {
          sessionKey: session.json.key,
          type: 'card',
          cardNumber,
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
          save: true,
        },
      });
      const saved = await ctx.request('POST', `${BILLING}/save`, {
        token: owner,
        body: { accountId, tokenId: token.json.tokenId, paymentCategory: 'Credit Card' },
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(201);
      return saved.json.id as string;
    };
    const payFor = (token: string, account: string, body: unknown) =>
      ctx.request('POST', `${BILLING}/payfor/${account}`, { token, body });
    const declining = await saveCard('4000000000000002');
    const approving = await saveCard('5555555555554444');

    expect((await payFor(beta, accountId, { savedMethodId: approving })).status).toBe(404);
    expect((await payFor(owner, 'not-an-account', { savedMethodId: approving })).status).toBe(404);
    expect(fields((await payFor(owner, accountId, {})).json)).toEqual([
      'savedMethodId: Choose one of your saved payment methods.',
    ]);
    expect(
      fields((await payFor(owner, accountId, { savedMethodId: '00000000-0000-4000-8000-000000000000' })).json),
    ).toEqual(['savedMethodId: Choose one of your saved payment methods.']);

    // What is due now, policy by policy, as the payment page tells it.
    const mine = (await ctx.request('GET', '/api/policy/v1/search?size=100', { token: owner })).json.content as {
      id: string;
      accountId: string;
    }[];
    const due = new Map<string, number>();
    for (const { id } of mine) {
      const page = (await ctx.request('GET', `${BILLING}/payment?policyId=${id}`, { token: owner })).json;
      if (page.status !== 'Paid' && page.paymentRequest.dueAmount > 0) due.set(id, page.paymentRequest.dueAmount);
    }
    expect(due.get(policy.id)).toBe(1150);

    const declined = await payFor(owner, accountId, { savedMethodId: declining });
    expect(declined.status, JSON.stringify(declined.json)).toBe(200);
    expect(declined.json.totalPaid).toBe(0);
    expect(declined.json.payments.find((p: { policyId: string }) => p.policyId === policy.id)).toMatchObject({
      status: 'Failed',
      amount: 1150,
      failure: 'Your card was declined.',
    });

    const paid = await payFor(owner, accountId, { savedMethodId: approving });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(
      Object.fromEntries(
        paid.json.payments.map((p: { policyId: string; amount: number; status: string }) => [p.policyId, p.amount]),
      ),
    ).toEqual(Object.fromEntries(due));
    expect(paid.json.payments.every((p: { status: string }) => p.status === 'Paid')).toBe(true);
    expect(paid.json.totalPaid).toBe([...due.values()].reduce((sum, amount) => sum + amount, 0));
    const page = (await ctx.request('GET', `${BILLING}/payment?policyId=${policy.id}`, { token: owner })).json;
    expect(page).toMatchObject({ status: 'Paid', amountPaid: 1150 });
    expect((await latestHistory(policy.id)).action).toBe('payment');

    const nothing = await payFor(owner, accountId, { savedMethodId: approving });
    expect(nothing.status).toBe(409);
    expect(nothing.json.detail).toBe('Nothing is due on the policies of this account.');
  });
});
