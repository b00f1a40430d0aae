/**
 * The billing paths of spec 002 §7 built on the ledger: the agency-billed invoice of a month as a PDF
 * (GET agencyBillInvoice/{month}/{year}) and its stats (GET agencyBilledInvoices/stats), send invoice to
 * accounting (POST accounting: the four contact fields required, the mail, the policy's history), and the payment
 * status by policy number (GET oneInc/{policyNumber}); another agency is 404 throughout.
 */
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO, forEachDatabase, jwtPayload, type ServerTestContext } from './support/databases';

const BILLING = '/api/billing/v1';
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const errorsOf = (json: { errors?: { field: string; detail: string }[] }) =>
  (json.errors ?? []).map((e) => `${e.field}: ${e.detail}`);

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1)
    pages.push(
      (await (await pdf.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
    );
  await pdf.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

forEachDatabase('billing paths', (ctx: ServerTestContext) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let accountId: string;
  let alphaId: string;

  /** A policy of the policyholder's account (an Alpha client), as staff issue it. */
  async function policy(fields: Record<string, unknown>): Promise<{ id: string; policyNumber: string }> {
    const { status, json } = await ctx.request('POST', '/api/policy/v1', {
      token: staff,
      body: {
        accountId,
        product: 'P100',
        status: 'ISSUED',
        isPaid: false,
        totalPremium: 1150,
        brokerFee: 100,
        mgaFee: 50,
        customerFirstName: 'Olivia',
        customerLastName: 'Owner',
        customerEmail: DEMO.owner,
        effectiveDate: '2030-02-01',
        endDate: '2031-02-01',
        ...fields,
      },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    return json;
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
    alphaId = jwtPayload(alpha).acc as string;
  });

  it("the agency-billed invoice of June 2021: a PDF of that month's agency-billed policies, premium less commission", async () => {
    // June 2021 holds no demo policy; two agency-billed ones are issued into it, one directly billed and one of July.
    const first = await policy({
      agencyBilled: true,
      totalPremium: 1150,
      commission: 115,
      effectiveDate: '2021-06-03',
      endDate: '2022-06-03',
    });
    const second = await policy({
      agencyBilled: true,
      totalPremium: 2345.67,
      commission: 234.57,
      isPaid: true,
      effectiveDate: '2021-06-28',
      endDate: '2022-06-28',
    });
    const direct = await policy({
      agencyBilled: false,
      totalPremium: 999,
      commission: 99,
      effectiveDate: '2021-06-15',
      endDate: '2022-06-15',
    });
    const july = await policy({
      agencyBilled: true,
      totalPremium: 500,
      commission: 50,
      effectiveDate: '2021-07-01',
      endDate: '2022-07-01',
    });

    const answer = await ctx.app.inject({
      method: 'GET',
      url: `${BILLING}/agencyBillInvoice/6/2021`,
      headers: { authorization: `Bearer ${alpha}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="alpha-insurance-agency-agency-billed-invoice-2021-06.pdf"',
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Agency Billed Invoice');
    expect(text).toContain('June 2021');
    expect(text).toContain(first.policyNumber);
    expect(text).toContain(second.policyNumber);
    expect(text).not.toContain(direct.policyNumber);
    expect(text).not.toContain(july.policyNumber);
    // Premium 1,150.00 + 2,345.67 = 3,495.67; commission 115.00 + 234.57 = 349.57; due 3,146.10; outstanding (first only) 1,035.00.
    for (const figure of [3495.67, 349.57, 3146.1, 1035]) expect(text).toContain(usd(figure));

    const stats = await ctx.request('GET', `${BILLING}/agencyBilledInvoices/stats?year=2021&month=6`, { token: alpha });
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({
      agencyId: alphaId,
      year: 2021,
      month: 6,
      policies: 2,
      paidPolicies: 1,
      unpaidPolicies: 1,
      totalPremium: 3495.67,
      commission: 349.57,
      netDue: 3146.1,
      outstanding: 1035,
    });

    // Staff name the agency; Beta reaches neither Alpha's invoice nor its stats; an agency-less staff call is 404.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${BILLING}/agencyBillInvoice/6/2021?agencyId=${alphaId}`,
          headers: { authorization: `Bearer ${staff}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await ctx.request('GET', `${BILLING}/agencyBillInvoice/6/2021`, { token: staff })).status).toBe(404);
    expect(
      (await ctx.request('GET', `${BILLING}/agencyBillInvoice/6/2021?agencyId=${alphaId}`, { token: beta })).status,
    ).toBe(404);
    expect(
      (await ctx.request('GET', `${BILLING}/agencyBilledInvoices/stats?agencyId=${alphaId}`, { token: beta })).status,
    ).toBe(404);
    // Beta's own June 2021 has nothing.
    const betaEmpty = await ctx.request('GET', `${BILLING}/agencyBillInvoice/6/2021`, { token: beta });
    expect(betaEmpty.status).toBe(404);
    expect(betaEmpty.json.detail).toBe('No invoice/statements found for this month.');
    // The policyholder does not manage billing.
    expect((await ctx.request('GET', `${BILLING}/agencyBilledInvoices/stats`, { token: owner })).status).toBe(403);
  });

  it('the invoice month and year are checked as the statement download checks them', async () => {
    const empty = await ctx.request('GET', `${BILLING}/agencyBillInvoice/1/2020`, { token: alpha });
    expect(empty.status).toBe(404);
    expect(empty.json.detail).toBe('No invoice/statements found for this month.');
    expect(errorsOf((await ctx.request('GET', `${BILLING}/agencyBillInvoice/12/2019`, { token: alpha })).json)).toEqual(
      ['year: Please select a Year'],
    );
    expect(errorsOf((await ctx.request('GET', `${BILLING}/agencyBillInvoice/13/2021`, { token: alpha })).json)).toEqual(
      ['month: Please select a Month'],
    );
    expect(
      errorsOf(
        (await ctx.request('GET', `${BILLING}/agencyBilledInvoices/stats?year=2021&month=0`, { token: alpha })).json,
      ),
    ).toEqual(['month: Please select a Month']);
  });

  it("send invoice to accounting: the four contact fields required, the invoice mailed, the send in the policy's history", async () => {
    const issued = await policy({});
    const missing = await ctx.request('POST', `${BILLING}/accounting`, { token: alpha, body: { policyId: issued.id } });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.json).sort()).toEqual([
      'email: Email is a required field',
      'firstName: First Name is a required field',
      'lastName: Last Name is a required field',
      'phone: Phone is a required field',
    ]);
    const contact = {
      firstName: 'Ann',
      lastName: 'Ledger',
      email: 'ann.ledger@customer.demo.test',
      phone: '512-555-0101',
    };
    const badEmail = await ctx.request('POST', `${BILLING}/accounting`, {
      token: alpha,
      body: { policyId: issued.id, ...contact, email: 'ann.ledger' },
    });
    expect(errorsOf(badEmail.json)).toEqual(['email: Please enter a valid Email Address']);

    expect(
      (await ctx.request('POST', `${BILLING}/accounting`, { token: beta, body: { policyId: issued.id, ...contact } }))
        .status,
    ).toBe(404);

    const sent = await ctx.request('POST', `${BILLING}/accounting`, {
      token: owner,
      body: { policyId: issued.id, policyNumber: issued.policyNumber, customerEmail: DEMO.owner, ...contact },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json).toMatchObject({ message: 'Invoice sent to accounting.', sentTo: contact.email, amount: 1150 });
    const mail = await ctx.request('GET', `/api/dev/outbox?recipient=${contact.email}`, { token: staff });
    const message = mail.json.content.find((m: { kind: string }) => m.kind === 'ACCOUNTING_INVOICE');
    expect(message.subject).toBe(
      `Invoice INV-${issued.policyNumber} for cyber insurance policy ${issued.policyNumber}`,
    );
    expect(message.body).toContain('Dear Ann Ledger,');
    expect(message.body).toContain('Amount due: $1,150.00');
    const history = await ctx.request('GET', `/api/policy/v1/${issued.id}/history`, { token: staff });
    expect(JSON.stringify(history.json)).toContain('send-invoice-to-accounting');
  });

  it('the payment status by policy number, through the policies store', async () => {
    const issued = await policy({ totalPremium: 800 });
    const status = await ctx.request('GET', `${BILLING}/oneInc/${issued.policyNumber}`, { token: owner });
    expect(status.status).toBe(200);
    expect(status.json).toEqual({
      policyId: issued.id,
      policyNumber: issued.policyNumber,
      isPaid: false,
      status: 'Unpaid',
      totalPremium: 800,
      amountPaid: 0,
      dueAmount: 800,
      balance: 800,
    });
    const applied = await ctx.request('POST', `${BILLING}/external/applyPayment`, {
      token: alpha,
      body: { policyId: issued.id, amountPaid: 800, paymentMethod: 'Check' },
    });
    expect(applied.status).toBe(201);
    expect((await ctx.request('GET', `${BILLING}/oneInc/${issued.policyNumber}`, { token: alpha })).json).toMatchObject(
      { isPaid: true, status: 'Paid', amountPaid: 800, dueAmount: 0 },
    );
    expect((await ctx.request('GET', `${BILLING}/oneInc/${issued.policyNumber}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('GET', `${BILLING}/oneInc/NO-SUCH-POLICY`, { token: alpha })).status).toBe(404);
  });

  it('billing contacts of a client account: added, listed, updated, removed through the account, each in its history; Beta 404', async () => {
    const contact = {
      firstName: 'Ann',
      lastName: 'Ledger',
      email: 'ann.ledger@customer.demo.test',
      phone: '512-555-0101',
    };
    const missing = await ctx.request('POST', `${BILLING}/contact`, { token: alpha, body: { accountId } });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.json).sort()).toEqual([
      'email: Email is a required field',
      'firstName: First Name is a required field',
      'lastName: Last Name is a required field',
      'phone: Phone is a required field',
    ]);
    expect(
      (await ctx.request('POST', `${BILLING}/contact`, { token: beta, body: { accountId, ...contact } })).status,
    ).toBe(404);

    const accountVersion = async () =>
      (await ctx.request('GET', `/api/account/v1/account/${accountId}`, { token: staff })).json.version;
    const versionBefore = await accountVersion();
    const added = await ctx.request('POST', `${BILLING}/contact`, { token: alpha, body: { accountId, ...contact } });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(added.json).toMatchObject({
      message: 'Billing contact added.',
      contact: { accountId, ...contact, version: 1 },
    });
    const id = added.json.contact.id;

    const listed = await ctx.request('GET', `${BILLING}/contact?accountId=${accountId}`, { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.json.content).toEqual([{ id, accountId, ...contact, version: 1 }]);
    expect((await ctx.request('GET', `${BILLING}/contact?accountId=${accountId}`, { token: beta })).status).toBe(404);
    expect(errorsOf((await ctx.request('GET', `${BILLING}/contact`, { token: alpha })).json)).toEqual([
      'accountId: Account is a required field',
    ]);

    const badPhone = await ctx.request('PUT', `${BILLING}/contact/${id}`, {
      token: alpha,
      body: { ...contact, phone: 'call me' },
    });
    expect(errorsOf(badPhone.json)).toEqual(['phone: Please enter a valid Phone Number']);
    expect(
      (await ctx.request('PUT', `${BILLING}/contact/${id}`, { token: beta, body: { ...contact, lastName: 'Taken' } }))
        .status,
    ).toBe(404);
    const updated = await ctx.request('PUT', `${BILLING}/contact/${id}`, {
      token: alpha,
      body: { ...contact, lastName: 'Books', version: 1 },
    });
    expect(updated.json).toMatchObject({
      message: 'Billing contact updated.',
      contact: { lastName: 'Books', version: 2 },
    });
    expect(
      (await ctx.request('PUT', `${BILLING}/contact/${id}`, { token: alpha, body: { ...contact, version: 1 } })).status,
    ).toBe(409);

    expect((await ctx.request('DELETE', `${BILLING}/contact/${id}`, { token: beta })).status).toBe(404);
    const removed = await ctx.request('DELETE', `${BILLING}/contact/${id}`, { token: alpha });
    expect(removed.json.message).toBe('Billing contact removed.');
    expect(
      (await ctx.request('GET', `${BILLING}/contact?accountId=${accountId}`, { token: alpha })).json.content,
    ).toEqual([]);
    expect((await ctx.request('DELETE', `${BILLING}/contact/${id}`, { token: alpha })).status).toBe(404);

    const history = JSON.stringify(
      (await ctx.request('GET', `/api/account/v1/account/${accountId}/history`, { token: staff })).json,
    );
    for (const action of ['add-billing-contact', 'update-billing-contact', 'remove-billing-contact'])
      expect(history).toContain(action);
    expect(history).toContain('Ann Books <ann.ledger@customer.demo.test>');
    // Contacts are rows beside the account: a form open on the account still saves.
    expect(await accountVersion()).toBe(versionBefore);
  });

  it("the payment request's description (GET desc): what is paid for, the due date 7 days after the policy was made, the amount", async () => {
    const issued = await policy({ totalPremium: 640.5 });
    const created = (
      await ctx.db.selectFrom('policies').select('created').where('id', '=', issued.id).executeTakeFirstOrThrow()
    ).created as Date;
    const desc = await ctx.request('GET', `${BILLING}/desc?policyId=${issued.id}`, { token: owner });
    expect(desc.status).toBe(200);
    expect(desc.json).toEqual({
      policyId: issued.id,
      policyNumber: issued.policyNumber,
      description: `Premium of policy ${issued.policyNumber} (P100) for Customer Demo Co`,
      dueDate: new Date(created.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
      dueAmount: 640.5,
      premiumFinanced: false,
    });
    expect((await ctx.request('GET', `${BILLING}/desc?policyId=${issued.id}`, { token: beta })).status).toBe(404);
    expect(errorsOf((await ctx.request('GET', `${BILLING}/desc`, { token: alpha })).json)).toEqual([
      'policyId: Policy is a required field',
    ]);
  });

  it('a processor session is validated for its own policy only (POST oneInc/validate)', async () => {
    const first = await policy({ totalPremium: 910 });
    const second = await policy({ totalPremium: 420 });
    const session = await ctx.request('GET', `${BILLING}/oneInc/key?policyId=${first.id}`, { token: owner });
    expect(session.status, JSON.stringify(session.json)).toBe(200);
    const valid = await ctx.request('POST', `${BILLING}/oneInc/validate`, {
      token: owner,
      body: { policyId: first.id, sessionKey: session.json.key },
    });
    expect(valid.status, JSON.stringify(valid.json)).toBe(200);
    expect(valid.json).toMatchObject({ valid: true, processorName: 'Sandbox', policyId: first.id, amount: 910 });
    expect(Date.parse(valid.json.expiresAt)).toBeGreaterThan(Date.now());
    const invalidKey = 'The payment session is invalid or has expired. Open the payment again.';
    expect(
      errorsOf(
        (
          await ctx.request('POST', `${BILLING}/oneInc/validate`, {
            token: owner,
            body: { policyId: second.id, sessionKey: session.json.key },
          })
        ).json,
      ),
    ).toEqual([`sessionKey: ${invalidKey}`]);
    expect(
      errorsOf(
        (
          await ctx.request('POST', `${BILLING}/oneInc/validate`, {
            token: owner,
            body: { policyId: first.id, sessionKey: `${session.json.key}x` },
          })
        ).json,
      ),
    ).toEqual([`sessionKey: ${invalidKey}`]);
    expect(
      errorsOf(
        (await ctx.request('POST', `${BILLING}/oneInc/validate`, { token: owner, body: { policyId: first.id } })).json,
      ),
    ).toEqual(['sessionKey: The payment session is required']);
    expect(
      (
        await ctx.request('POST', `${BILLING}/oneInc/validate`, {
          token: beta,
          body: { policyId: first.id, sessionKey: session.json.key },
        })
      ).status,
    ).toBe(404);
  });
});
