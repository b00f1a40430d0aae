/**
 * Payments and billing (spec 002 §7 Billing, §5 payment edit, §8 texts): the sandbox processor end to
 * end through the API — a session, a card tokenised at the sandbox's host, the charge, the declined card, the
 * card and the bank debit that settle later through the signed callback — and the ledger: balance and amount
 * paid, edit transaction with the spec's messages, apply payment, close payment with a comment, invoice
 * reminders, the payment link (flow PAYMENT), tenancy (Beta 404), and refusals of a forged callback.
 */
import { DEMO, forEachDatabase, type ServerTestContext } from './support/databases';

process.env.PAYMENT_SANDBOX_SETTLE_MS = '150';

const BILLING = '/api/billing/v1';
const SANDBOX = '/api/sandbox-processor/v1';
const fields = (json: { errors?: { field: string; detail: string }[] }) =>
  (json.errors ?? []).map((e) => `${e.field}: ${e.detail}`);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase('payments and billing', (ctx: ServerTestContext) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let accountId: string;

  /** A new ISSUED, unpaid policy of the policyholder's account (total 1,150.00 with 150.00 of fees). */
  async function issued(totalPremium = 1150): Promise<{ id: string; policyNumber: string }> {
    const { status, json } = await ctx.request('POST', '/api/policy/v1', {
      token: staff,
      body: {
        accountId,
        product: 'P100',
        status: 'ISSUED',
        isPaid: false,
        totalPremium,
        brokerFee: 100,
        mgaFee: 50,
        customerFirstName: 'Olivia',
        customerLastName: 'Owner',
        customerEmail: DEMO.owner,
        effectiveDate: '2030-02-01',
        endDate: '2031-02-01',
      },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    return json;
  }

  async function pay(policyId: string, instrument: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${policyId}`, { token: owner });
    expect(session.status, JSON.stringify(session.json)).toBe(200);
    const token = await ctx.request('POST', `${SANDBOX}/tokens`, {
      body: { sessionKey: session.json.key, ...instrument },
    });
    expect(token.status, JSON.stringify(token.json)).toBe(200);
    return ctx.request('POST', `${BILLING}/paid`, {
      token: owner,
      body: { policyId, sessionKey: session.json.key, token: token.json.tokenId, ...extra },
    });
  }
  const card = (cardNumber: string) => ({
    type: 'card',
    cardNumber,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });

  async function settled(policyId: string, expected: string) {
    for (let i = 0; i < 50; i += 1) {
      const page = await ctx.request('GET', `${BILLING}/payment?policyId=${policyId}`, { token: owner });
      if (page.json.status === expected) return page.json;
      await wait(100);
    }
    throw new Error(`the payment of ${policyId} did not settle to ${expected}`);
  }

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

  it('an unpaid policy: the page asks for the total premium, due 7 days after it was created; the instalment plan is offered', async () => {
    const policy = await issued();
    const { status, json } = await ctx.request('GET', `${BILLING}/payment?policyId=${policy.id}`, { token: owner });
    expect(status).toBe(200);
    const created = (
      await ctx.db.selectFrom('policies').select('created').where('id', '=', policy.id).executeTakeFirstOrThrow()
    ).created as Date;
    expect(json).toMatchObject({
      status: 'Unpaid',
      isPaid: false,
      amountPaid: 0,
      balance: 1150,
      financingAvailable: true,
      processorName: 'Sandbox',
      paymentRequest: {
        dueAmount: 1150,
        dueDate: new Date(created.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
        premiumFinanced: false,
        description: `Premium of policy ${policy.policyNumber} (P100) for Customer Demo Co`,
      },
    });
  });

  it('the card that succeeds: Paid at once, the policy is paid, the ledger holds the last four digits only', async () => {
    const policy = await issued();
    const { status, json } = await pay(policy.id, card('4242 4242 4242 4242'));
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({
      status: 'Paid',
      isPaid: true,
      amountPaid: 1150,
      balance: 0,
      payment: { status: 'Paid', lastFourDigits: '4242', cardType: 'Visa', paymentAmount: 1150 },
    });
    const stored = await ctx.request('GET', `/api/policy/v1/${policy.id}`, { token: alpha });
    expect(stored.json.isPaid).toBe(true);
    const list = await ctx.request('GET', `${BILLING}/search?policyId=${policy.id}`, { token: alpha });
    expect(list.json.content).toHaveLength(1);
    expect(list.json.content[0]).toMatchObject({
      status: 'Paid',
      paymentMethod: 'Credit Card',
      processorName: 'Sandbox',
      amountPaid: 1150,
      lastFourDigits: '4242',
      invoiceNumber: `INV-${policy.policyNumber}`,
    });
    expect((await ctx.request('GET', `${BILLING}/amountPaid/${policy.id}`, { token: owner })).json).toEqual({
      policyId: policy.id,
      amountPaid: 1150,
    });
    // Paid: no second session.
    expect((await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${policy.id}`, { token: owner })).status).toBe(
      409,
    );
    const history = await ctx.request('GET', `/api/policy/v1/${policy.id}/history`, { token: staff });
    expect(JSON.stringify(history.json)).toContain('payment');
  });

  it('the declining card: Failed with the decline text; the policy stays unpaid and can be paid again', async () => {
    const policy = await issued();
    const { json } = await pay(policy.id, card('4000000000000002'));
    expect(json).toMatchObject({
      status: 'Failed',
      isPaid: false,
      lastFailure: 'Your card was declined.',
      payment: { status: 'Failed' },
    });
    expect((await pay(policy.id, card('5555555555554444'))).json.status).toBe('Paid');
  });

  it('the card that settles later: Processed, then Paid when the sandbox calls the callback', async () => {
    const policy = await issued();
    expect((await pay(policy.id, card('4000000000000077'))).json.status).toBe('Processed');
    expect((await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${policy.id}`, { token: owner })).status).toBe(
      409,
    );
    expect(await settled(policy.id, 'Paid')).toMatchObject({ isPaid: true, amountPaid: 1150 });
  });

  it('a bank debit that is returned: Processed, then Failed with the return code', async () => {
    const policy = await issued();
    const debit = await pay(policy.id, {
      type: 'bank',
      routingNumber: '110000000',
      accountNumber: '000111111116',
      accountType: 'Checking',
    });
    expect(debit.json).toMatchObject({
      status: 'Processed',
      payment: { status: 'In Process', lastFourDigits: '1116', bankName: 'Sandbox Test Bank' },
    });
    expect(await settled(policy.id, 'Failed')).toMatchObject({ isPaid: false, lastFailure: 'R01 Insufficient Funds' });
  });

  it('the sandbox refuses a card that is not a test card, a bad expiry, and a charge without a valid session or token', async () => {
    const policy = await issued();
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${policy.id}`, { token: owner });
    const real = await ctx.request('POST', `${SANDBOX}/tokens`, {
      body: {
        sessionKey: session.json.key,
        type: 'card',
        cardNumber: '4111111111111111',
        expMonth: 13,
        expYear: 2001,
        cvc: '1',
      },
    });
    expect(real.status).toBe(400);
    expect(fields(real.json).map((f) => f.split(':')[0])).toEqual(['cardNumber', 'expMonth', 'expYear', 'cvc']);
    expect(real.text).not.toContain('4111111111111111');
    expect(
      (await ctx.request('POST', `${SANDBOX}/tokens`, { body: { sessionKey: 'forged', ...card('4242424242424242') } }))
        .status,
    ).toBe(400);
    const forged = await ctx.request('POST', `${BILLING}/paid`, {
      token: owner,
      body: { policyId: policy.id, sessionKey: session.json.key, token: 'sbx_tok_forged.x' },
    });
    expect(forged.status).toBe(400);
    expect(fields(forged.json)).toEqual(['token: The payment token is invalid or has expired.']);
  });

  it("a callback without the processor's signature is refused (403)", async () => {
    const { status } = await ctx.request('POST', `${BILLING}/payment-processor`, {
      body: { transactionId: 'SBX-X', status: 'Paid' },
      headers: { 'x-sandbox-signature': 'nope' },
    });
    expect(status).toBe(403);
  });

  it("tenancy: Beta gets 404 on the policyholder's policy for every billing call; the policyholder may not manage billing", async () => {
    const policy = await issued();
    for (const path of [
      `payment?policyId=${policy.id}`,
      `oneInc/key?policyId=${policy.id}`,
      `search?policyId=${policy.id}`,
      `balance/${policy.id}`,
      `invoice/balance/${policy.id}`,
      `amountPaid/${policy.id}`,
    ]) {
      expect((await ctx.request('GET', `${BILLING}/${path}`, { token: beta })).status, path).toBe(404);
    }
    expect(
      (
        await ctx.request('POST', `${BILLING}/external/applyPayment`, {
          token: beta,
          body: { policyId: policy.id, amountPaid: 10, paymentMethod: 'Check' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.request('POST', `${BILLING}/external/applyPayment`, {
          token: owner,
          body: { policyId: policy.id, amountPaid: 10, paymentMethod: 'Check' },
        })
      ).status,
    ).toBe(403);
  });

  it("apply payment, balance, edit transaction with the spec's messages, close payment with a comment", async () => {
    const policy = await issued();
    const applied = await ctx.request('POST', `${BILLING}/external/applyPayment`, {
      token: alpha,
      body: { policyId: policy.id, amountPaid: 400.25, paymentMethod: 'Check', transactionId: 'CHK-1001' },
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    expect(applied.json.message).toBe('Payment Applied Successfully.');
    expect(applied.json.balance).toMatchObject({
      amountPaid: 400.25,
      balance: 749.75,
      paymentStatus: 'Partially Paid',
    });
    const page = await ctx.request('GET', `${BILLING}/payment?policyId=${policy.id}`, { token: owner });
    expect(page.json).toMatchObject({
      status: 'Partially Paid',
      paymentRequest: { dueAmount: 749.75 },
      financingAvailable: false,
    });

    const line = applied.json.transaction;
    const edit = (body: Record<string, unknown>) =>
      ctx.request('PUT', `${BILLING}/transaction`, {
        token: alpha,
        body: {
          id: line.id,
          transactionId: 'CHK-1001',
          invoiceNumber: line.invoiceNumber,
          status: 'Paid',
          paymentDate: '2026-11-20',
          paymentMethod: 'Check',
          processorName: 'Applied by staff',
          amountPaid: 500,
          ...body,
        },
      });
    expect(fields((await edit({ amountPaid: 1_000_000_000_001 })).json)).toEqual([
      'amountPaid: Amount Paid must be less than or equal to 1,000,000,000,000',
    ]);
    expect(fields((await edit({ amountPaid: 'lots' })).json)).toEqual(['amountPaid: Amount Paid is a required field']);
    expect(fields((await edit({ amountPaid: -1 })).json)).toEqual([
      'amountPaid: Amount Paid must be greater than or equal to 0',
    ]);
    const missing = await ctx.request('PUT', `${BILLING}/transaction`, { token: alpha, body: { id: line.id } });
    expect(fields(missing.json).sort()).toEqual([
      'amountPaid: Amount Paid is a required field',
      'invoiceNumber: Invoice Number is a required field',
      'paymentDate: Payment Date is a required field',
      'paymentMethod: Payment Method is a required field',
      'processorName: Processor Name is a required field',
      'status: Status is a required field',
      'transactionId: Transaction Id is a required field',
    ]);
    // Any amount to the cent (2.11 is not a float multiple of 0.01); a transaction id that is not one is 404.
    expect((await edit({ amountPaid: 2.11 })).status).toBe(200);
    expect((await ctx.request('GET', `${BILLING}/amountPaid/${policy.id}`, { token: alpha })).json.amountPaid).toBe(
      2.11,
    );
    expect((await edit({ id: 'not-a-transaction' })).status).toBe(404);
    const good = await edit({ amountPaid: 1150 });
    expect(good.status, JSON.stringify(good.json)).toBe(200);
    expect(good.json.message).toBe('Transaction Updated Successfully.');
    expect((await ctx.request('GET', `${BILLING}/balance/${policy.id}`, { token: alpha })).json).toMatchObject({
      amountPaid: 1150,
      balance: 0,
      paymentStatus: 'Paid',
      isPaid: true,
    });
    expect((await edit({ amountPaid: 0 })).status).toBe(200);
    expect((await ctx.request('GET', `${BILLING}/balance/${policy.id}`, { token: alpha })).json).toMatchObject({
      amountPaid: 0,
      paymentStatus: 'Unpaid',
      isPaid: false,
    });

    expect(
      fields(
        (
          await ctx.request('POST', `${BILLING}/close`, {
            token: alpha,
            body: { policyId: policy.id, description: '' },
          })
        ).json,
      ),
    ).toEqual(['description: Comment is required']);
    const closed = await ctx.request('POST', `${BILLING}/close`, {
      token: alpha,
      body: { policyId: policy.id, description: 'Written off: agreed with the insured' },
    });
    expect(closed.json).toMatchObject({
      message: 'Transaction Closed Successfully!',
      balance: { paymentStatus: 'Paid', isPaid: true },
    });
    expect(
      (
        await ctx.request('POST', `${BILLING}/close`, {
          token: alpha,
          body: { policyId: policy.id, description: 'again' },
        })
      ).status,
    ).toBe(409);
  });

  it('invoice reminders toggle; the payment link is a PAYMENT workflow to the payment page, mailed to the policyholder', async () => {
    const policy = await issued();
    const off = await ctx.request('PUT', `${BILLING}/toggle/invoiceReminder?policyId=${policy.id}`, { token: alpha });
    expect(off.json).toMatchObject({ invoiceReminders: false, message: 'Invoice reminders turned off.' });
    expect(
      (await ctx.request('PUT', `${BILLING}/toggle/invoiceReminder?policyId=${policy.id}`, { token: alpha })).json
        .invoiceReminders,
    ).toBe(true);
    const sent = await ctx.request('POST', `${BILLING}/invoiceReminder/${policy.id}`, { token: alpha });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const link = await ctx.db
      .selectFrom('workflows')
      .selectAll()
      .where('id', '=', sent.json.workflowId)
      .executeTakeFirstOrThrow();
    expect([link.flow, link.redirectUrl]).toEqual(['PAYMENT', `/policy/${policy.id}/accountant-payment`]);
    const mail = await ctx.request('GET', `/api/dev/outbox?recipient=${DEMO.owner}`, { token: staff });
    const message = mail.json.content.find((m: { kind: string }) => m.kind === 'PAYMENT_LINK');
    expect(message.body).toContain(`/validate/${sent.json.workflowId}`);
    expect(message.body).toContain('$1,150.00');
  });

  it('ACH / wire: the bank details and the 3 to 5 business days note', async () => {
    const policy = await issued();
    const { json } = await ctx.request('GET', `${BILLING}/ach/${policy.policyNumber}`, { token: owner });
    expect(json).toMatchObject({
      reference: policy.policyNumber,
      amount: 1150,
      note: 'Bank transfer confirmation takes 3 to 5 business days.',
    });
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining([
        'bank',
        'routing',
        'account',
        'accountName',
        'accountType',
        'swift',
        'phone',
        'email',
        'address',
      ]),
    );
    expect((await ctx.request('GET', `${BILLING}/ach/${policy.policyNumber}`, { token: beta })).status).toBe(404);
  });

  it("financed: the page asks for the plan's down payment, and paying it settles the policy", async () => {
    const policy = await issued();
    const quote = await ctx.request('GET', `${BILLING}/get-installment?policyId=${policy.id}`, { token: owner });
    const accepted = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: owner,
      body: { policyId: policy.id, fullName: 'Olivia Owner' },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(201);
    // By hand: fees 150.00, premium 1,000.00 → down payment 200.00 + 150.00.
    expect(quote.json.downPayment).toBe(350);
    const page = await ctx.request('GET', `${BILLING}/payment?policyId=${policy.id}`, { token: owner });
    expect(page.json).toMatchObject({
      status: 'Unpaid',
      financingAvailable: false,
      paymentRequest: { dueAmount: 350, premiumFinanced: true },
    });
    expect((await pay(policy.id, card('4242424242424242'))).json).toMatchObject({
      status: 'Paid',
      amountPaid: 350,
      payment: { isDownPayment: true },
    });
  });

  it('a saved payment method: kept as a token with its last four, listed on the page, paid with again; not usable for another account', async () => {
    const first = await issued();
    expect((await pay(first.id, { ...card('5555555555554444'), save: true }, { saveMethod: true })).json.status).toBe(
      'Paid',
    );
    const second = await issued();
    const page = await ctx.request('GET', `${BILLING}/payment?policyId=${second.id}`, { token: owner });
    expect(page.json.savedMethods).toEqual([
      { id: expect.any(String), title: 'Mastercard ending 4444', type: 'Credit Card', last4Digits: '4444' },
    ]);
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${second.id}`, { token: owner });
    const paid = await ctx.request('POST', `${BILLING}/paid`, {
      token: owner,
      body: { policyId: second.id, sessionKey: session.json.key, savedMethodId: page.json.savedMethods[0].id },
    });
    expect(paid.json).toMatchObject({ status: 'Paid', payment: { lastFourDigits: '4444', cardType: 'Mastercard' } });
    // An Alpha client's policy (another account) cannot be paid with the policyholder's saved method.
    const other = (await ctx.request('GET', '/api/policy/v1/search?size=50', { token: alpha })).json.content.find(
      (p: { accountId: string; isPaid: boolean }) => p.accountId !== accountId && !p.isPaid,
    );
    const otherSession = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${other.id}`, { token: alpha });
    const refused = await ctx.request('POST', `${BILLING}/paid`, {
      token: alpha,
      body: { policyId: other.id, sessionKey: otherSession.json.key, savedMethodId: page.json.savedMethods[0].id },
    });
    expect(fields(refused.json)).toEqual(['savedMethodId: Choose one of your saved payment methods.']);
  });

  it("deleting a saved method: the policyholder's own goes from the page and cannot be charged; another account's is 404; the agency deletes its client's", async () => {
    const first = await issued();
    expect((await pay(first.id, { ...card('5555555555554444'), save: true }, { saveMethod: true })).json.status).toBe(
      'Paid',
    );
    const second = await issued();
    const listed = async () =>
      (await ctx.request('GET', `${BILLING}/payment?policyId=${second.id}`, { token: owner })).json.savedMethods as {
        id: string;
        title: string;
      }[];
    const method = (await listed())[0];
    expect(method.title).toBe('Mastercard ending 4444');

    // Another agency, and an unknown or malformed id: the same 404.
    const missing = { detail: 'Saved payment method not found.' };
    for (const [token, id] of [
      [beta, method.id],
      [owner, '00000000-0000-4000-8000-000000000000'],
      [owner, 'not-an-id'],
    ]) {
      const refused = await ctx.request('DELETE', `${BILLING}/payment-method/${id}`, { token });
      expect(refused.status).toBe(404);
      expect(refused.json).toMatchObject(missing);
    }
    expect((await listed()).map((m) => m.id)).toContain(method.id);

    const deleted = await ctx.request('DELETE', `${BILLING}/payment-method/${method.id}`, { token: owner });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(deleted.json).toEqual({ id: method.id, message: 'Payment method deleted.' });
    expect((await listed()).map((m) => m.id)).not.toContain(method.id);
    const history = (await ctx.request('GET', `/api/account/v1/account/${accountId}/history`, { token: staff })).json;
    expect(history[0]).toMatchObject({
      action: 'delete-payment-method',
      actorEmail: DEMO.owner,
      changes: [{ field: 'savedPaymentMethod', before: 'Mastercard ending 4444', after: null }],
    });
    expect((await ctx.request('DELETE', `${BILLING}/payment-method/${method.id}`, { token: owner })).status).toBe(404);
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${second.id}`, { token: owner });
    const refused = await ctx.request('POST', `${BILLING}/paid`, {
      token: owner,
      body: { policyId: second.id, sessionKey: session.json.key, savedMethodId: method.id },
    });
    expect(fields(refused.json)).toEqual(['savedMethodId: Choose one of your saved payment methods.']);

    // A method of another account (an Alpha client's, saved by Alpha): the policyholder gets 404, Alpha deletes it.
    const other = (await ctx.request('GET', '/api/policy/v1/search?size=50', { token: alpha })).json.content.find(
      (p: { accountId: string; isPaid: boolean }) => p.accountId !== accountId && !p.isPaid,
    );
    const otherSession = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${other.id}`, { token: alpha });
    const otherToken = await ctx.request('POST', `${SANDBOX}/tokens`, {
      body: { sessionKey: otherSession.json.key, ...card('4242424242424242'), save: true },
    });
    const paid = await ctx.request('POST', `${BILLING}/paid`, {
      token: alpha,
      body: {
        policyId: other.id,
        sessionKey: otherSession.json.key,
        token: otherToken.json.tokenId,
        amount: 1,
        saveMethod: true,
      },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const otherMethod = paid.json.savedMethods[0];
    expect((await ctx.request('DELETE', `${BILLING}/payment-method/${otherMethod.id}`, { token: owner })).status).toBe(
      404,
    );
    expect((await ctx.request('DELETE', `${BILLING}/payment-method/${otherMethod.id}`, { token: alpha })).status).toBe(
      200,
    );
    const after = await ctx.request('GET', `${BILLING}/payment?policyId=${other.id}`, { token: alpha });
    expect(after.json.savedMethods).toEqual([]);
  });

  it('POST save: a tokenised card kept for the account without a payment, as the processor describes it; refusals name the field', async () => {
    const policy = await issued();
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${policy.id}`, { token: owner });
    const tokenise = async (instrument: Record<string, unknown>) =>
      (
        await ctx.request('POST', `${SANDBOX}/tokens`, {
          body: { sessionKey: session.json.key, ...instrument, save: true },
        })
      ).json.tokenId as string;
    const cardToken = await tokenise(card('5555555555554444'));
    const save = (token: string, body: Record<string, unknown>) =>
      ctx.request('POST', `${BILLING}/save`, { token, body });

    const missing = await save(owner, {});
    expect(missing.status).toBe(400);
    expect(fields(missing.json).sort()).toEqual([
      'accountId: Account is a required field',
      'paymentCategory: Payment Category is a required field',
      'tokenId: The payment token is required',
    ]);
    expect(
      fields((await save(owner, { accountId, tokenId: 'sbx_tok_forged.x', paymentCategory: 'Credit Card' })).json),
    ).toEqual(['tokenId: The payment token is invalid or has expired.']);
    expect(
      fields((await save(owner, { accountId, tokenId: cardToken, paymentCategory: 'Bank Account' })).json),
    ).toEqual(['paymentCategory: The payment token is for a Credit Card']);
    expect((await save(beta, { accountId, tokenId: cardToken, paymentCategory: 'Credit Card' })).status).toBe(404);

    // The body's figures are not trusted: the processor's last four and brand are kept.
    const saved = await save(owner, {
      accountId,
      tokenId: cardToken,
      paymentCategory: 'Credit Card',
      last4Digits: '0000',
      creditCardType: 'Amex',
      title: 'Office card',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    expect(saved.json).toEqual({
      id: expect.any(String),
      title: 'Office card',
      type: 'Credit Card',
      last4Digits: '4444',
      message: 'Payment method saved.',
    });
    const page = await ctx.request('GET', `${BILLING}/payment?policyId=${policy.id}`, { token: owner });
    expect(page.json.savedMethods.map((m: { id: string }) => m.id)).toContain(saved.json.id);
    const history = (await ctx.request('GET', `/api/account/v1/account/${accountId}/history`, { token: staff })).json;
    expect(history[0]).toMatchObject({
      action: 'save-payment-method',
      actorEmail: DEMO.owner,
      changes: [{ field: 'savedPaymentMethod', before: null, after: 'Office card' }],
    });
    const twice = await save(owner, { accountId, tokenId: cardToken, paymentCategory: 'Credit Card' });
    expect(twice.status).toBe(409);
    expect(twice.json.detail).toBe('This payment method is already saved.');

    // Paid with, then deleted: the forgotten token cannot be saved again.
    const paid = await ctx.request('POST', `${BILLING}/paid`, {
      token: owner,
      body: { policyId: policy.id, sessionKey: session.json.key, savedMethodId: saved.json.id },
    });
    expect(paid.json.status).toBe('Paid');
    expect((await ctx.request('DELETE', `${BILLING}/payment-method/${saved.json.id}`, { token: owner })).status).toBe(
      200,
    );
    expect(fields((await save(owner, { accountId, tokenId: cardToken, paymentCategory: 'Credit Card' })).json)).toEqual(
      ['tokenId: The payment token is invalid or has expired.'],
    );
  });
});
