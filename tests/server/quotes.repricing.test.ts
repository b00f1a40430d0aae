/**
 * The underwriter's re-pricing and terms actions of the quote machine: reassess risk, reset, switch
 * surplus / admitted (with the surplus line tax and stamping fee of rating/surplusLines.json), event exclusion;
 * and the expiry sweep that moves quotes to EXPIRED and BINDER EXPIRED as the system. Expected figures are worked
 * out here from the premium the rater gave at creation and the rates file the analysts keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
const cents = (n: number) => Math.round(n * 100) / 100;

/** A P250 input in California (IRPM bounds ±25 %). */
const INPUT = { product: 'P250', naicsCode: 541511, state: 'CA', revenue: 3_000_000, limit: 2_000_000 };
/** The rates the analysts keep, read from the data file. */
const RATES = JSON.parse(fs.readFileSync(path.resolve('rating/surplusLines.json'), 'utf8')) as {
  states: Record<string, { taxRate: number; stampingFeeRate: number }>;
};
const CA = RATES.states.CA;

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(amount);

/** The proposal PDF's text (all pages), white space collapsed. */
async function proposalText(bytes: Buffer): Promise<string> {
  const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n += 1)
    text += `${(await (await pdf.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  await pdf.destroy();
  // A table row's cells are separate items: one space between words.
  return text.replace(/\s+/g, ' ');
}

const yesterday = () =>
  new Date(Date.now() - 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

forEachDatabase('quote re-pricing, paper, event exclusion and expiry', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let clientId: string;

  const quote = async (id: string) => (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;
  const historyTop = async (id: string) =>
    (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json[0];
  /** A fresh Alpha quote priced by the rater, READY. */
  const pricedQuote = async () => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: clientId, product: 'P250', rating: { input: INPUT } },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    await ctx.db.updateTable('quotes').set({ status: 'READY' }).where('id', '=', created.json.id).execute();
    return created.json as { id: string; premium: number; totalPremium: number; version: number };
  };
  const irpm = (id: string, values: Record<string, number>) =>
    ctx.request('POST', `${QUOTES}/uw/underwrite/${id}`, { token: staff, body: { irpm: values } });

  beforeAll(async () => {
    [staff, alpha, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
    ]);
    const alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    clientId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('name', '!=', 'Customer Demo Co')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('reassess risk prices the stored input again and keeps the underwriter IRPM: "Risk reassessed!" is the console\'s; history names the underwriter', async () => {
    const created = await pricedQuote();
    expect((await irpm(created.id, { companyStability: 10 })).status).toBe(200);
    // The stored price drifts from what the rater gives for the input (as after a change of the rating files).
    const stored = await quote(created.id);
    const drifted = {
      ...stored.rating,
      breakdown: stored.rating.breakdown.map((line: { factor: string; value: number }, i: number) =>
        i === 0 ? { ...line, value: line.value * 2 } : line,
      ),
    };
    await ctx.db
      .updateTable('quotes')
      .set({ rating: JSON.stringify(drifted), premium: 1, totalPremium: 1 })
      .where('id', '=', created.id)
      .execute();

    const answer = await ctx.request('POST', `${QUOTES}/uw/reassess-risk/${created.id}`, {
      token: staff,
      body: { version: stored.version },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.status).toBe('READY');
    expect(answer.json.premium).toBe(cents(created.premium * 1.1));
    expect(answer.json.totalPremium).toBe(answer.json.premium);
    expect(answer.json.rating.underwriterIrpm.irpm).toEqual({ companyStability: 10 });
    expect(answer.json.details.reassessed).toMatchObject({ by: DEMO.staff, premiumBefore: 1 });
    expect(await historyTop(created.id)).toMatchObject({ action: 'reassess-risk', actorEmail: DEMO.staff });
    // Agencies do not underwrite.
    expect(
      (await ctx.request('POST', `${QUOTES}/uw/reassess-risk/${created.id}`, { token: alpha, body: {} })).status,
    ).toBe(403);
  });

  it('reset restores the rated premium: the IRPM and the event exclusions go, the fees stay', async () => {
    const created = await pricedQuote();
    await irpm(created.id, { drPlanning: -20 });
    await ctx.request('POST', `${QUOTES}/uw/event-exclusion/${created.id}`, {
      token: staff,
      body: { claimNumber: 'CL-9', claimName: 'Prior breach' },
    });
    await ctx.request('PUT', `${QUOTES}/broker-fees/${created.id}`, { token: alpha, body: { brokerFee: 150 } });
    expect((await quote(created.id)).premium).toBe(cents(created.premium * 0.8));

    const answer = await ctx.request('PUT', `${QUOTES}/uw/reset/${created.id}`, { token: staff, body: {} });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.premium).toBe(created.premium);
    expect(answer.json.brokerFee).toBe(150);
    expect(answer.json.totalPremium).toBe(cents(created.premium + 150));
    expect(answer.json.rating.underwriterIrpm).toBeUndefined();
    expect(answer.json.details.eventExclusions).toBeUndefined();
    expect(await historyTop(created.id)).toMatchObject({ action: 'reset', actorEmail: DEMO.staff });
  });

  it("switch to surplus loses every edit and adds the state's surplus line tax and stamping fee; back to admitted drops them", async () => {
    const created = await pricedQuote();
    await irpm(created.id, { companyStability: 5 });
    await ctx.request('PUT', `${QUOTES}/broker-fees/${created.id}`, {
      token: alpha,
      body: { brokerFee: 200, additionalBrokerFee: 50 },
    });
    await ctx.request('PUT', `${QUOTES}/mga-fees/${created.id}`, { token: staff, body: { mgaFee: 75 } });

    const surplus = await ctx.request('PUT', `${QUOTES}/uw/switch-paper/${created.id}`, {
      token: staff,
      body: { isSurplus: true },
    });
    expect(surplus.status, JSON.stringify(surplus.json)).toBe(200);
    const tax = cents((created.premium * CA.taxRate) / 100);
    const stamping = cents((created.premium * CA.stampingFeeRate) / 100);
    expect(surplus.json).toMatchObject({
      isSurplus: true,
      premium: created.premium,
      brokerFee: null,
      additionalBrokerFee: null,
      mgaFee: null,
    });
    expect(surplus.json.details.quoteResponse).toMatchObject({
      surplusLineTax: tax,
      surplusStampingFee: stamping,
      state: 'CA',
    });
    expect(surplus.json.totalPremium).toBe(cents(created.premium + tax + stamping));
    expect(surplus.json.rating.underwriterIrpm).toBeUndefined();
    expect(await historyTop(created.id)).toMatchObject({ action: 'switch-paper', actorEmail: DEMO.staff });

    // The proposal PDF shows them in its premium breakdown.
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/docs/v1/quote/${created.id}/proposal`,
      headers: { authorization: `Bearer ${alpha}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await proposalText(pdf.rawPayload);
    expect(text).toContain(`Surplus Line Tax ${usd(tax)}`);
    expect(text).toContain(`Surplus Stamping Fee ${usd(stamping)}`);
    expect(text).toContain(usd(surplus.json.totalPremium));

    // The charges follow the premium: an IRPM on surplus paper re-computes them.
    const priced = (await irpm(created.id, { companyStability: 10 })).json;
    const premium = cents(created.premium * 1.1);
    expect(priced.details.quoteResponse.surplusLineTax).toBe(cents((premium * CA.taxRate) / 100));
    expect(priced.totalPremium).toBe(
      cents(premium + cents((premium * CA.taxRate) / 100) + cents((premium * CA.stampingFeeRate) / 100)),
    );

    // The same paper again is refused naming the field; a PUT cannot change the paper or the charges.
    const again = await ctx.request('PUT', `${QUOTES}/uw/switch-paper/${created.id}`, {
      token: staff,
      body: { isSurplus: true },
    });
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual([{ field: 'isSurplus', detail: 'The quote is already on surplus paper.' }]);
    const put = await ctx.request('PUT', `${QUOTES}/${created.id}`, { token: alpha, body: { isSurplus: false } });
    expect(put.status).toBe(400);
    expect(fields(put.json)).toEqual(['isSurplus']);
    const forged = await ctx.request('PUT', `${QUOTES}/${created.id}`, {
      token: alpha,
      body: {
        companyName: 'Forged Charges Co',
        details: { ...priced.details, quoteResponse: { surplusLineTax: 0, surplusStampingFee: 0 } },
      },
    });
    expect(forged.status, JSON.stringify(forged.json)).toBe(200);
    expect(forged.json.details.quoteResponse.surplusLineTax).toBe(priced.details.quoteResponse.surplusLineTax);
    expect(forged.json.totalPremium).toBe(priced.totalPremium);

    const admitted = await ctx.request('PUT', `${QUOTES}/uw/switch-paper/${created.id}`, {
      token: staff,
      body: { isSurplus: false },
    });
    expect(admitted.json).toMatchObject({ isSurplus: false, premium: created.premium, totalPremium: created.premium });
    expect(admitted.json.details.quoteResponse).toBeUndefined();
    const missing = await ctx.request('PUT', `${QUOTES}/uw/switch-paper/${created.id}`, { token: staff, body: {} });
    expect(fields(missing.json)).toEqual(['isSurplus']);
  });

  it("the demo LA quote is on surplus paper: LA's tax and stamping fee are in its total", async () => {
    const row = await ctx.db
      .selectFrom('quotes')
      .select('id')
      .where('quoteNumber', '=', 'Q-ALP-LA01')
      .executeTakeFirstOrThrow();
    const la = await quote(row.id);
    const { taxRate, stampingFeeRate } = RATES.states.LA;
    const tax = cents((la.premium * taxRate) / 100);
    const stamping = cents((la.premium * stampingFeeRate) / 100);
    expect(la.details.quoteResponse).toMatchObject({ surplusLineTax: tax, surplusStampingFee: stamping, state: 'LA' });
    expect(la.totalPremium).toBe(cents(la.premium + tax + stamping));
  });

  it('event exclusion: claim number and name required, a valid date; one entry per claim number; removable; underwriters only', async () => {
    const { id } = await pricedQuote();
    const url = `${QUOTES}/uw/event-exclusion/${id}`;
    const empty = await ctx.request('POST', url, { token: staff, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'claimNumber', detail: 'Claim number is required' },
        { field: 'claimName', detail: 'Claim name is required' },
      ]),
    );
    const badDate = await ctx.request('POST', url, {
      token: staff,
      body: { claimNumber: 'CL-1', claimName: 'Ransomware', claimDate: '31/02/2025' },
    });
    expect(badDate.json.errors).toEqual([{ field: 'claimDate', detail: 'Invalid date format' }]);
    await ctx.request('POST', url, {
      token: staff,
      body: {
        claimNumber: 'CL-1',
        claimName: 'Ransomware',
        claimDate: '2025-03-02',
        claimDescription: 'Encrypted file server',
      },
    });
    await ctx.request('POST', url, { token: staff, body: { claimNumber: 'CL-2', claimName: 'Wire fraud' } });
    const replaced = await ctx.request('POST', url, {
      token: staff,
      body: { claimNumber: 'CL-1', claimName: 'Ransomware (LockBit)' },
    });
    expect(
      replaced.json.details.eventExclusions.map((e: { claimNumber: string; claimName: string }) => [
        e.claimNumber,
        e.claimName,
      ]),
    ).toEqual([
      ['CL-2', 'Wire fraud'],
      ['CL-1', 'Ransomware (LockBit)'],
    ]);
    const removed = await ctx.request('POST', url, { token: staff, body: { claimNumber: 'CL-2', remove: true } });
    expect(removed.json.details.eventExclusions.map((e: { claimNumber: string }) => e.claimNumber)).toEqual(['CL-1']);
    expect((await ctx.request('POST', url, { token: staff, body: { claimNumber: 'CL-7', remove: true } })).status).toBe(
      400,
    );
    expect(await historyTop(id)).toMatchObject({ action: 'event-exclusion', actorEmail: DEMO.staff });
    expect(
      (await ctx.request('POST', url, { token: alpha, body: { claimNumber: 'CL-3', claimName: 'x' } })).status,
    ).toBe(403);
    expect(
      (await ctx.request('POST', url, { token: beta, body: { claimNumber: 'CL-3', claimName: 'x' } })).status,
    ).toBe(403);
  });

  it("application signing: the link needs the policyholder on the quote (the spec's text otherwise) and is recorded; another agency gets 404", async () => {
    const { id } = await pricedQuote();
    const url = `${QUOTES}/action/send-sign-request/${id}`;
    const noContact = await ctx.request('POST', url, { token: alpha, body: {} });
    expect(noContact.status).toBe(409);
    expect(noContact.json.detail).toBe(
      'Application Link is not available at this time. Please try again after sometime.',
    );
    const contact = {
      customerFirstName: 'Pat',
      customerLastName: 'Holder',
      customerEmail: 'pat.holder@example.test',
      customerPhone: '+1 555 010 2000',
    };
    expect(
      (await ctx.request('PUT', `${QUOTES}/${id}`, { token: alpha, body: { wraRequestToBind: true, ...contact } })).json
        .status,
    ).toBe('REQUESTED');
    const sent = await ctx.request('POST', url, { token: alpha, body: {} });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.status).toBe('REQUESTED');
    expect(sent.json.details.signRequest).toMatchObject({
      signer: { customerEmail: 'pat.holder@example.test' },
      link: `/customer/quotes/${id}/sign/P250`,
      by: DEMO.alphaAdmin,
    });
    expect(await historyTop(id)).toMatchObject({ action: 'send-sign-request', actorEmail: DEMO.alphaAdmin });
    expect((await ctx.request('POST', url, { token: beta, body: {} })).status).toBe(404);
  });

  it('the expiry sweep moves open quotes past expiresOn to EXPIRED and binders past binderExpiresOn to BINDER EXPIRED, as the system', async () => {
    const open = await pricedQuote();
    const bound = await pricedQuote();
    const declined = await pricedQuote();
    const current = await pricedQuote();
    // A new quote is offered for 30 days.
    expect((await quote(current.id)).expiresOn > yesterday()).toBe(true);
    await ctx.db.updateTable('quotes').set({ expiresOn: yesterday() }).where('id', '=', open.id).execute();
    await ctx.db
      .updateTable('quotes')
      .set({ status: 'BOUND', binderExpiresOn: yesterday() } as never)
      .where('id', '=', bound.id)
      .execute();
    await ctx.db
      .updateTable('quotes')
      .set({ status: 'DECLINED', expiresOn: yesterday() })
      .where('id', '=', declined.id)
      .execute();

    expect((await ctx.request('POST', `${QUOTES}/expiry/sweep`, { token: alpha })).status).toBe(403);
    const swept = await ctx.request('POST', `${QUOTES}/expiry/sweep`, { token: staff });
    expect(swept.status, JSON.stringify(swept.json)).toBe(200);
    expect(swept.json.expired).toBeGreaterThanOrEqual(1);
    expect(swept.json.binderExpired).toBeGreaterThanOrEqual(1);

    expect((await quote(open.id)).status).toBe('EXPIRED');
    expect((await quote(bound.id)).status).toBe('BINDER EXPIRED');
    expect((await quote(declined.id)).status).toBe('DECLINED');
    expect((await quote(current.id)).status).toBe('READY');
    expect(await historyTop(open.id)).toMatchObject({ action: 'expire', actorEmail: 'system', actorUserId: null });
    const binderEntry = await historyTop(bound.id);
    expect(binderEntry).toMatchObject({ action: 'expire-binder', actorEmail: 'system' });
    expect(binderEntry.changes).toContainEqual({ field: 'status', before: 'BOUND', after: 'BINDER EXPIRED' });
    // Nothing left to move: a second sweep moves neither again.
    await ctx.request('POST', `${QUOTES}/expiry/sweep`, { token: staff });
    expect(
      (await ctx.request('GET', `${QUOTES}/${open.id}/history`, { token: alpha })).json.filter(
        (e: { action: string }) => e.action === 'expire',
      ),
    ).toHaveLength(1);

    // The machine publishes the time actions apart, without a path.
    const machine = (await ctx.request('GET', `${QUOTES}/statuses`, { token: alpha })).json;
    expect(machine.timeActions).toEqual([
      expect.objectContaining({ action: 'expire', to: 'EXPIRED', path: null }),
      expect.objectContaining({ action: 'expire-binder', from: ['BOUND'], to: 'BINDER EXPIRED', path: null }),
    ]);
  });
});
