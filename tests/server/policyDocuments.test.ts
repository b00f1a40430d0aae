/**
 * The policy documents ("Documents"): the certificate of insurance and the invoice of a policy issued
 * from a rated demo quote are PDFs whose text says the policy number, the insured and the amounts (every figure
 * read from the API's policy answer and written here by Intl.NumberFormat, as the console writes US money); the
 * certificate with a certificate holder and an additional insured names them; a bad holder is a 400 naming the
 * field with the spec's text; the receipt of an unpaid policy is a 409; another agency and another policyholder
 * get 404; no token is 401.
 */
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const POLICIES = '/api/policy/v1';
const DOCS = '/api/docs/v1';
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
/** A day as the en-US DateField writes it: 2/1/2031. */
const usDay = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${month}/${day}/${year}`;
};
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

interface Coverage {
  selected?: boolean;
  limit?: number;
}
interface Policy {
  id: string;
  accountId: string;
  policyNumber: string;
  companyName: string;
  agencyName: string;
  product: string;
  isPaid: boolean;
  created: string;
  totalPremium: number;
  brokerFee: number | null;
  mgaFee: number | null;
  details: { premium?: number; aggLimit?: number; rating?: { calculator?: { coverages?: Record<string, Coverage> } } };
}

const HOLDER = {
  organizationName: 'Harbor Lending Partners',
  address1: '400 Pier Street',
  city: 'Baltimore',
  state: 'MD',
  zip: '21202',
};
const ADDITIONAL = {
  businessName: 'Chesapeake Property Trust',
  address1: '12 Light Street',
  city: 'Baltimore',
  state: 'MD',
  zipCode: '21201',
};

forEachDatabase('policy documents', (ctx) => {
  let alpha: string;
  let beta: string;
  let owner: string;
  let staff: string;
  let policy: Policy;

  const download = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      bytes: response.rawPayload,
      json: () => response.json(),
    };
  };
  const certificateUrl = (p: Pick<Policy, 'accountId' | 'id'>) => `${DOCS}/policy/${p.accountId}/certificate/${p.id}`;
  const invoiceUrl = (p: Pick<Policy, 'accountId' | 'id'>) =>
    `${DOCS}/invoice?accountId=${p.accountId}&policyId=${p.id}`;

  /** A rated READY Alpha quote taken through request to bind, attest, bind and issue: its policy, as the API answers it. */
  const issuedPolicy = async (): Promise<Policy> => {
    const page = await ctx.request('GET', `${QUOTES}/search?size=1000`, { token: alpha });
    const ready = (page.json.content as { id: string; status: string; rating: unknown; companyName: string }[]).find(
      (q) => q.status === 'READY' && q.rating && q.companyName !== 'Customer Demo Co',
    );
    expect(ready).toBeDefined();
    const quote = (await ctx.request('GET', `${QUOTES}/${ready!.id}`, { token: alpha })).json;
    const requested = await ctx.request('POST', `${QUOTES}/request-to-bind/${quote.id}`, {
      token: alpha,
      body: {
        version: quote.version,
        customerFirstName: 'Pat',
        customerLastName: 'Holder',
        customerEmail: 'pat.holder@example.test',
        customerPhone: '+1 555 010 2000',
      },
    });
    expect(requested.status, JSON.stringify(requested.json)).toBe(200);
    const signed = await ctx.request('POST', `${QUOTES}/attest/${quote.id}`, {
      token: alpha,
      body: { version: requested.json.version, attested: true },
    });
    const bound = await ctx.request('POST', `${QUOTES}/uw/bind/${quote.id}`, {
      token: alpha,
      body: { version: signed.json.version },
    });
    expect(bound.json.status).toBe('BOUND');
    const issued = await ctx.request('POST', `${QUOTES}/issue/${quote.id}`, {
      token: staff,
      body: { version: bound.json.version },
    });
    expect(issued.status, JSON.stringify(issued.json)).toBe(200);
    return (await ctx.request('GET', `${POLICIES}/${issued.json.details.policyId}`, { token: alpha })).json;
  };

  beforeAll(async () => {
    [alpha, beta, owner, staff] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
      ctx.login(DEMO.staff),
    ]);
    policy = await issuedPolicy();
  });

  it('the certificate of insurance is a PDF with the policy number, the insured with its address, the producer, the period and the coverage limits', async () => {
    const answer = await download('GET', certificateUrl(policy), alpha);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${slug(policy.companyName)}-certificate-of-insurance.pdf"`,
    );
    const text = await pdfText(answer.bytes);
    const account = (await ctx.request('GET', `${ACCOUNTS_API}/${policy.accountId}`, { token: alpha })).json;
    expect(text).toContain('Certificate of Insurance');
    expect(text).toContain(policy.policyNumber);
    expect(text).toContain(policy.companyName);
    if (account.city) expect(text).toContain(account.city);
    expect(text).toContain(policy.agencyName);
    expect(text).toContain(
      `${usDay((policy as unknown as { effectiveDate: string }).effectiveDate)} to ${usDay((policy as unknown as { endDate: string }).endDate)}`,
    );
    const limits = Object.values(policy.details.rating?.calculator?.coverages ?? {}).filter(
      (c) => c.selected && typeof c.limit === 'number',
    );
    expect(limits.length).toBeGreaterThan(0);
    for (const coverage of limits) expect(text).toContain(usd(coverage.limit!));
    expect(text).toContain(usd(policy.details.aggLimit!));
  });

  it("the policy document is a PDF of its declarations: number, insured, producer, period, coverage limits and premium; a product or number not the policy's is 400 naming it; another agency 404", async () => {
    const url = `${DOCS}/policy/${policy.accountId}/${policy.id}`;
    const answer = await download('GET', `${url}?product=${policy.product}&policyNumber=${policy.policyNumber}`, alpha);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${slug(policy.companyName)}-policy.pdf"`);
    const text = await pdfText(answer.bytes);
    expect(text).toContain('Policy Declarations');
    expect(text).toContain(policy.policyNumber);
    expect(text).toContain(policy.companyName);
    expect(text).toContain(policy.agencyName);
    expect(text).toContain(
      `${usDay((policy as unknown as { effectiveDate: string }).effectiveDate)} to ${usDay((policy as unknown as { endDate: string }).endDate)}`,
    );
    const limits = Object.values(policy.details.rating?.calculator?.coverages ?? {}).filter(
      (c) => c.selected && typeof c.limit === 'number',
    );
    expect(limits.length).toBeGreaterThan(0);
    for (const coverage of limits) expect(text).toContain(usd(coverage.limit!));
    expect(text).toContain(usd(policy.details.premium!));
    expect(text).toContain(usd(policy.totalPremium));

    const wrongProduct = await ctx.request('GET', `${url}?product=NOT_${policy.product}`, { token: alpha });
    expect(wrongProduct.status).toBe(400);
    expect(wrongProduct.json.errors.map((e: { field: string }) => e.field)).toEqual(['product']);
    const wrongNumber = await ctx.request('GET', `${url}?policyNumber=P-NOT-THIS`, { token: alpha });
    expect(wrongNumber.json.errors.map((e: { field: string }) => e.field)).toEqual(['policyNumber']);
    expect((await download('GET', url, beta)).status).toBe(404);
    expect(
      (await download('GET', `${DOCS}/policy/00000000-0000-4000-8000-000000000000/${policy.id}`, alpha)).status,
    ).toBe(404);
    expect((await download('GET', url)).status).toBe(401);
  });

  it('the invoice is a PDF with the policy number, the insured, premium, broker fee, MGA fee, total and the due date 7 days after the policy was created', async () => {
    const answer = await download('GET', invoiceUrl(policy), alpha);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${slug(policy.companyName)}-invoice.pdf"`,
    );
    const text = await pdfText(answer.bytes);
    expect(text).toContain('Invoice');
    expect(text).toContain(policy.policyNumber);
    expect(text).toContain(policy.companyName);
    expect(typeof policy.details.premium).toBe('number');
    expect(text).toContain(usd(policy.details.premium!));
    if (policy.brokerFee !== null) expect(text).toContain(usd(policy.brokerFee));
    if (policy.mgaFee !== null) expect(text).toContain(usd(policy.mgaFee));
    expect(text).toContain(usd(policy.totalPremium));
    const due = new Date(`${policy.created.slice(0, 10)}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 7);
    expect(text).toContain(`Due date ${usDay(due.toISOString())}`);
  });

  it('a demo policy without a stored premium shows its fees and its total; the receipt is served for a paid policy and refused (409) for an unpaid one', async () => {
    const all = (await ctx.request('GET', `${POLICIES}/search?size=1000`, { token: alpha })).json.content as Policy[];
    const paid = all.find((p) => p.isPaid && p.brokerFee !== null)!;
    const unpaid = all.find((p) => !p.isPaid)!;
    const invoice = await pdfText((await download('GET', invoiceUrl(paid), alpha)).bytes);
    expect(invoice).toContain(paid.policyNumber);
    expect(invoice).toContain(usd(paid.brokerFee!));
    expect(invoice).toContain(usd(paid.totalPremium));
    // No stored premium: the premium line is the total less the fees.
    expect(invoice).toContain(`Premium ${usd(paid.totalPremium - paid.brokerFee! - (paid.mgaFee ?? 0))}`);
    const receipt = await download('GET', `${DOCS}/receipt?accountId=${paid.accountId}&policyId=${paid.id}`, alpha);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="${slug(paid.companyName)}-receipt.pdf"`);
    const receiptText = await pdfText(receipt.bytes);
    expect(receiptText).toContain(paid.policyNumber);
    expect(receiptText).toContain(`Amount Paid ${usd(paid.totalPremium)}`);
    const refused = await download('GET', `${DOCS}/receipt?policyId=${unpaid.id}`, alpha);
    expect(refused.status).toBe(409);
    expect(refused.json().detail).toContain(unpaid.policyNumber);
  });

  it('POST /certificate/{productType} answers the certificate naming the certificate holder and the additional insured', async () => {
    const answer = await download('POST', `${POLICIES}/certificate/${policy.product}`, alpha, {
      policyId: policy.id,
      ...HOLDER,
      additionalInsured: ADDITIONAL,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(answer.bytes);
    expect(text).toContain(policy.policyNumber);
    expect(text).toContain(policy.companyName);
    expect(text).toContain('Certificate holder');
    expect(text).toContain(HOLDER.organizationName);
    expect(text).toContain('400 Pier Street, Baltimore, MD 21202');
    expect(text).toContain(ADDITIONAL.businessName);
  });

  it('a certificate holder is validated with the spec texts, each 400 naming its field', async () => {
    const post = (body: Record<string, unknown>) =>
      ctx.request('POST', `${POLICIES}/certificate/${policy.product}`, {
        token: alpha,
        body: { policyId: policy.id, ...body },
      });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...HOLDER, organizationName: undefined }, 'organizationName', 'Please enter a Orginization.'],
      [{ ...HOLDER, organizationName: '   ' }, 'organizationName', 'Please enter a Orginization.'],
      [{ ...HOLDER, address1: '' }, 'address1', 'Please enter a Address '],
      [{ ...HOLDER, city: undefined }, 'city', 'Please enter a City '],
      [{ ...HOLDER, state: 'ZZ' }, 'state', 'Please select a State'],
      [{ ...HOLDER, zip: '00000' }, 'zip', 'Invalid ZIP Code'],
    ];
    for (const [body, field, detail] of cases) {
      const answer = await post(body);
      expect(answer.status, `${field}: ${JSON.stringify(answer.json)}`).toBe(400);
      expect(answer.json.errors, field).toEqual([{ field, detail }]);
    }
    const wrongProduct = await ctx.request('POST', `${POLICIES}/certificate/NOT_${policy.product}`, {
      token: alpha,
      body: { policyId: policy.id, ...HOLDER },
    });
    expect(wrongProduct.status).toBe(400);
    expect(wrongProduct.json.errors.map((e: { field: string }) => e.field)).toEqual(['productType']);
  });

  it('another agency and another policyholder get 404, a wrong account id is 404, the policyholder gets its own; no token is 401', async () => {
    expect((await download('GET', certificateUrl(policy), beta)).status).toBe(404);
    expect((await download('GET', invoiceUrl(policy), beta)).status).toBe(404);
    expect(
      (await download('POST', `${POLICIES}/certificate/${policy.product}`, beta, { policyId: policy.id, ...HOLDER }))
        .status,
    ).toBe(404);
    expect((await download('GET', invoiceUrl(policy), owner)).status).toBe(404);
    expect(
      (
        await download(
          'GET',
          certificateUrl({ id: policy.id, accountId: '00000000-0000-4000-8000-000000000000' }),
          alpha,
        )
      ).status,
    ).toBe(404);
    expect((await download('GET', certificateUrl(policy))).status).toBe(401);
    expect((await download('GET', invoiceUrl(policy))).status).toBe(401);
    expect(
      (
        await download('POST', `${POLICIES}/certificate/${policy.product}`, undefined, {
          policyId: policy.id,
          ...HOLDER,
        })
      ).status,
    ).toBe(401);

    const own = (await ctx.request('GET', `${POLICIES}/search?size=100`, { token: owner })).json.content as Policy[];
    expect(own.length).toBeGreaterThan(0);
    const mine = await download('GET', invoiceUrl(own[0]), owner);
    expect(mine.status).toBe(200);
    const text = await pdfText(mine.bytes);
    expect(text).toContain(own[0].policyNumber);
    expect(text).toContain(own[0].companyName);
    expect(text).toContain(usd(own[0].totalPremium));
  });

  it('the API reference documents the documents as PDF files and the certificate body', async () => {
    const reference = (await ctx.request('GET', '/api/openapi.json')).json;
    const operations = [
      reference.paths[`${DOCS}/policy/{accountId}/certificate/{policyId}`].get,
      reference.paths[`${DOCS}/invoice`].get,
      reference.paths[`${DOCS}/receipt`].get,
      reference.paths[`${POLICIES}/certificate/{productType}`].post,
    ];
    for (const operation of operations)
      expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    const body =
      reference.paths[`${POLICIES}/certificate/{productType}`].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['policyId', 'organizationName', 'address1', 'city', 'state', 'zip']),
    );
  });
});
