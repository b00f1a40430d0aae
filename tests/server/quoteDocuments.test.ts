/**
 * The quote documents ("Documents"): the proposal of a rated demo quote and the binder of a bound
 * one are PDFs whose text says the quote's number, company and total premium (the figures read from the
 * API's quote answer, the money written as the console writes it for the US region); the file is an
 * attachment named after the company; a quote without a binder is refused with 409 naming its status;
 * another agency and another policyholder get 404.
 */
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const DOCS = '/api/docs/v1/quote';
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
/** The demo data is US: dollars, en-US grouping, two decimals. */
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** The text of every page, items joined by spaces, pages by new lines. */
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
  return pages.join('\n');
}

interface Quote {
  id: string;
  quoteNumber: string;
  companyName: string;
  status: string;
  totalPremium: number;
  premium: number;
  rating: { breakdown: { label: string }[] } | null;
  version: number;
}

forEachDatabase('quote documents', (ctx) => {
  let alpha: string;
  let beta: string;
  let owner: string;

  /** A GET answered with its raw bytes (the harness decodes bodies as text). */
  const download = async (url: string, token?: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      bytes: response.rawPayload,
      json: () => response.json(),
    };
  };
  const slug = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  /** A rated Alpha quote in READY, as the API answers it. */
  const readyRatedQuote = async (skip = 0): Promise<Quote> => {
    const page = await ctx.request('GET', `${QUOTES}/search?size=1000`, { token: alpha });
    const ready = (page.json.content as Quote[]).filter(
      (q) => q.status === 'READY' && q.rating && q.companyName !== 'Customer Demo Co',
    );
    expect(ready.length).toBeGreaterThan(skip);
    return (await ctx.request('GET', `${QUOTES}/${ready[skip].id}`, { token: alpha })).json;
  };

  beforeAll(async () => {
    [alpha, beta, owner] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
  });

  it('the proposal of a rated quote is a PDF with its number, company, total premium and premium breakdown, saved as <company>-quote-proposal.pdf', async () => {
    const quote = await readyRatedQuote();
    const answer = await download(`${DOCS}/${quote.id}/proposal`, alpha);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${slug(quote.companyName)}-quote-proposal.pdf"`,
    );
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(answer.bytes);
    expect(text).toContain('Quote Proposal');
    expect(text).toContain(quote.quoteNumber);
    expect(text).toContain(quote.companyName);
    expect(text).toContain(usd(quote.totalPremium));
    for (const line of quote.rating!.breakdown) expect(text).toContain(line.label);
  });

  it('the API reference documents both answers as PDF files', async () => {
    const reference = (await ctx.request('GET', '/api/openapi.json')).json;
    for (const kind of ['proposal', 'binder']) {
      const operation = reference.paths[`${DOCS}/{id}/${kind}`].get;
      expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
      expect(operation.responses['200'].content['application/pdf'].schema).toMatchObject({
        type: 'string',
        format: 'binary',
      });
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['404', '409']));
    }
  });

  it('the binder is refused for a READY quote (409 naming the status) and served once the quote is bound', async () => {
    const quote = await readyRatedQuote(1);
    const refused = await download(`${DOCS}/${quote.id}/binder`, alpha);
    expect(refused.status).toBe(409);
    expect(refused.json().detail).toContain('status READY');

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
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    const bound = await ctx.request('POST', `${QUOTES}/uw/bind/${quote.id}`, {
      token: alpha,
      body: { version: signed.json.version },
    });
    expect(bound.status, JSON.stringify(bound.json)).toBe(200);
    expect(bound.json.status).toBe('BOUND');

    const binder = await download(`${DOCS}/${quote.id}/binder`, alpha);
    expect(binder.status).toBe(200);
    expect(binder.headers['content-type']).toBe('application/pdf');
    expect(binder.headers['content-disposition']).toBe(
      `attachment; filename="${slug(bound.json.companyName)}-binder.pdf"`,
    );
    const text = await pdfText(binder.bytes);
    expect(text).toContain('Binder of Insurance');
    expect(text).toContain(bound.json.quoteNumber);
    expect(text).toContain(bound.json.companyName);
    expect(text).toContain(usd(bound.json.totalPremium));
    const [year, month, day] = (bound.json.binderExpiresOn as string).split('-').map(Number);
    expect(text).toContain(`${month}/${day}/${year}`);
  });

  it('another agency and another policyholder get 404; the policyholder gets its own quote; no token is 401', async () => {
    const quote = await readyRatedQuote();
    expect((await download(`${DOCS}/${quote.id}/proposal`, beta)).status).toBe(404);
    expect((await download(`${DOCS}/${quote.id}/binder`, beta)).status).toBe(404);
    expect((await download(`${DOCS}/${quote.id}/proposal`, owner)).status).toBe(404);
    expect((await download(`${DOCS}/${quote.id}/proposal`)).status).toBe(401);

    const own = (await ctx.request('GET', `${QUOTES}/search?size=100`, { token: owner })).json.content as Quote[];
    expect(own.length).toBeGreaterThan(0);
    const mine = await download(`${DOCS}/${own[0].id}/proposal`, owner);
    expect(mine.status).toBe(200);
    const text = await pdfText(mine.bytes);
    expect(text).toContain(own[0].quoteNumber);
    expect(text).toContain(usd(own[0].totalPremium));
  });
});
