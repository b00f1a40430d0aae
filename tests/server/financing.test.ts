/**
 * Premium financing (spec 002 §7 Billing, §8, §9): the financing quote of a demo policy equals the
 * arithmetic worked here from its premium and fees; the refusals (full name, agency details, figures changed,
 * already financed); tenancy through the policies store (Beta 404 on Alpha's policy; the policyholder reads
 * and accepts its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO, forEachDatabase } from './support/databases';

const BILLING = '/api/billing/v1';
const POLICIES = '/api/policy/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
/** The APR the analysts set (rating/financing.json): the test reads the data file, not the code. */
const APR = JSON.parse(fs.readFileSync(path.resolve('rating/financing.json'), 'utf8')).apr as number;

/** Half-up to the cent, on amounts already in cents (never a half cent in these figures, so floats do). */
const cents = (dollars: number) => Math.round(dollars * 100);

forEachDatabase('premium financing', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let ownPolicy: {
    id: string;
    accountId: string;
    totalPremium: number;
    brokerFee: number;
    mgaFee: number;
    policyNumber: string;
    created: string;
  };
  let betaPolicyId: string;

  beforeAll(async () => {
    [staff, alpha, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
    const mine = await ctx.request('GET', `${POLICIES}/search`, { token: owner });
    ownPolicy = mine.json.content[0];
    // The demo agencies carry no street address: Alpha's is filled in here, Beta's stays missing (the 409 case).
    await ctx.db
      .updateTable('accounts')
      .set({ address1: '1 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' })
      .where('hostname', '=', 'alpha')
      .execute();
    // The policyholder's demo policy is paid; an unpaid one is what a plan is offered for.
    await ctx.db.updateTable('policies').set({ isPaid: false }).where('id', '=', ownPolicy.id).execute();
    const betas = await ctx.request('GET', `${POLICIES}/search?size=1`, { token: beta });
    betaPolicyId = betas.json.content[0].id;
  });

  it("quotes the policyholder's own policy: figures worked from its premium and fees, 10 instalments from the day after", async () => {
    const { status, json } = await ctx.request(
      'GET',
      `${BILLING}/get-installment?policyId=${ownPolicy.id}&date=2026-01-30`,
      { token: owner },
    );
    expect(status, JSON.stringify(json)).toBe(200);
    // By hand: fees = broker + MGA; premium shown = total − fees; down payment = 20 % of that + fees;
    // financed = total − down payment; instalment = financed · r(1+r)^10 / ((1+r)^10 − 1), r = APR / 12.
    const total = cents(Number(ownPolicy.totalPremium));
    const fees = cents(Number(ownPolicy.brokerFee ?? 0)) + cents(Number(ownPolicy.mgaFee ?? 0));
    const down = Math.round(((total - fees) * 20) / 100) + fees;
    const financed = total - down;
    const r = APR / 100 / 12;
    const instalment =
      r === 0 ? Math.round(financed / 10) : Math.round((financed * r * (1 + r) ** 10) / ((1 + r) ** 10 - 1));
    // The demo's own policy: total 2,600.00, fees 150.00 → premium 2,450.00, down 490.00 + 150.00 = 640.00, financed 1,960.00.
    expect([total, fees, down, financed]).toEqual([260000, 15000, 64000, 196000]);
    expect(json).toMatchObject({
      policyId: ownPolicy.id,
      policyNumber: ownPolicy.policyNumber,
      totalPremium: total / 100,
      premium: (total - fees) / 100,
      downPayment: down / 100,
      amountFinanced: financed / 100,
      apr: APR,
      numberOfInstallments: 10,
      installmentAmount: instalment / 100,
      totalOfInstallments: (instalment * 10) / 100,
      financeCharge: (instalment * 10 - financed) / 100,
      totalPaymentAmount: (down + instalment * 10) / 100,
      date: '2026-01-30',
      firstInstallmentDue: '2026-01-31',
      disaffirmBy: '2026-02-09',
      payInFullBy: '2026-03-01',
    });
    expect(json.installments.map((line: { dueDate: string }) => line.dueDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
    ]);
    expect(json.installments.every((line: { amount: number }) => line.amount === instalment / 100)).toBe(true);
  });

  it('starts from the payment reference date (created + 7 days) when no date is given; refuses a bad date or no policy', async () => {
    const { json } = await ctx.request('GET', `${BILLING}/get-installment?policyId=${ownPolicy.id}`, { token: owner });
    const reference = new Date(new Date(ownPolicy.created).getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(new Date(ownPolicy.created).getTime() + 8 * 86_400_000).toISOString().slice(0, 10);
    expect(json.date).toBe(reference);
    expect(json.firstInstallmentDue).toBe(dayAfter);
    const noPolicy = await ctx.request('GET', `${BILLING}/get-installment`, { token: owner });
    expect(noPolicy.status).toBe(400);
    expect(fields(noPolicy.json)).toEqual(['policyId']);
    const badDate = await ctx.request('GET', `${BILLING}/get-installment?policyId=${ownPolicy.id}&date=2026-02-30`, {
      token: owner,
    });
    expect(badDate.status).toBe(400);
    expect(fields(badDate.json)).toEqual(['date']);
  });

  it("tenancy: Beta gets 404 on Alpha's policy everywhere; the agency reads its client's", async () => {
    expect(
      (await ctx.request('GET', `${BILLING}/get-installment?policyId=${ownPolicy.id}`, { token: beta })).status,
    ).toBe(404);
    expect((await ctx.request('GET', `${BILLING}/finance?policyId=${ownPolicy.id}`, { token: beta })).status).toBe(404);
    const accept = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: beta,
      body: { policyId: ownPolicy.id, fullName: 'Bea Beta' },
    });
    expect(accept.status).toBe(404);
    expect(
      (await ctx.request('GET', `${BILLING}/get-installment?policyId=${ownPolicy.id}`, { token: alpha })).status,
    ).toBe(200);
    expect(
      (await ctx.request('GET', `${BILLING}/get-installment?policyId=${betaPolicyId}`, { token: owner })).status,
    ).toBe(404);
    // An account named beside the policy must be the policy's own.
    expect(
      (
        await ctx.request('GET', `${BILLING}/finance?accountId=${betaPolicyId}&policyId=${ownPolicy.id}`, {
          token: owner,
        })
      ).status,
    ).toBe(404);
  });

  it("an agency without its address stops the plan: 409 'Agency Details Missing…'", async () => {
    const availability = await ctx.request('GET', `${BILLING}/finance?policyId=${betaPolicyId}`, { token: beta });
    expect(availability.status).toBe(409);
    expect(availability.json.detail).toBe('Agency Details Missing. Please contact your agent or support.');
    const accept = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: beta,
      body: { policyId: betaPolicyId, fullName: 'Bea Beta' },
    });
    expect(accept.status).toBe(409);
    expect(accept.json.detail).toBe('Agency Details Missing. Please contact your agent or support.');
  });

  it('the policyholder accepts its own plan with its typed full name; the policy history records it; a second acceptance is 409', async () => {
    const before = await ctx.request(
      'GET',
      `${BILLING}/finance?accountId=${ownPolicy.accountId}&policyId=${ownPolicy.id}`,
      { token: owner },
    );
    expect(before.status, JSON.stringify(before.json)).toBe(200);
    expect(before.json).toMatchObject({ policyId: ownPolicy.id, available: true, isPremiumFinanced: false, apr: APR });

    for (const fullName of [undefined, '   ']) {
      const unnamed = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
        token: owner,
        body: { policyId: ownPolicy.id, ...(fullName === undefined ? {} : { fullName }) },
      });
      expect(unnamed.status).toBe(400);
      expect(unnamed.json.errors).toEqual([{ field: 'fullName', detail: 'Please enter full name.' }]);
    }
    const quote = (
      await ctx.request('GET', `${BILLING}/get-installment?policyId=${ownPolicy.id}&date=2026-01-30`, { token: owner })
    ).json;
    const stale = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: owner,
      body: {
        policyId: ownPolicy.id,
        date: '2026-01-30',
        fullName: 'Olive Owner',
        installmentAmount: quote.installmentAmount + 1,
      },
    });
    expect(stale.status).toBe(409);

    const accepted = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: owner,
      body: {
        policyId: ownPolicy.id,
        date: '2026-01-30',
        fullName: 'Olive Owner',
        email: 'owner@customer.demo.test',
        financeQuoteNumber: quote.financeQuoteNumber,
        amountFinanced: quote.amountFinanced,
        downPayment: quote.downPayment,
        installmentAmount: quote.installmentAmount,
        numberOfIntsallments: 10,
      },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(201);
    expect(accepted.json).toMatchObject({
      signature: 'Olive Owner',
      amountFinanced: quote.amountFinanced,
      installmentAmount: quote.installmentAmount,
      firstInstallmentDue: '2026-01-31',
    });

    const after = await ctx.request('GET', `${BILLING}/finance?policyId=${ownPolicy.id}`, { token: owner });
    expect(after.json).toMatchObject({
      available: false,
      isPremiumFinanced: true,
      plan: { signature: 'Olive Owner', amountFinanced: quote.amountFinanced },
    });
    const history = await ctx.request('GET', `${POLICIES}/${ownPolicy.id}/history`, { token: staff });
    expect(history.json[0]).toMatchObject({ action: 'premiumFinance', actorEmail: DEMO.owner });

    const again = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: owner,
      body: { policyId: ownPolicy.id, fullName: 'Olive Owner' },
    });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe('The premium of this policy is already financed.');
  });

  it('a paid policy has nothing to finance', async () => {
    const paid = (await ctx.request('GET', `${POLICIES}/search?size=100`, { token: alpha })).json.content.find(
      (p: { isPaid: boolean; id: string }) => p.isPaid && p.id !== ownPolicy.id,
    );
    expect(paid).toBeDefined();
    expect((await ctx.request('GET', `${BILLING}/finance?policyId=${paid.id}`, { token: alpha })).json.available).toBe(
      false,
    );
    const accept = await ctx.request('POST', `${BILLING}/create/premiumFinance`, {
      token: alpha,
      body: { policyId: paid.id, fullName: 'Ada Alpha' },
    });
    expect(accept.status).toBe(409);
  });
});
