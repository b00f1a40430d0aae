/**
 * Commissions (spec 001 §3, §7, §9) on both databases: statements and the aggregate count what the
 * database holds (policies with a commission in the premium-earning statuses), an agency sees only its own; a
 * commission payment (minimum 1, description required) moves the balance; payouts pause and resume; the ACH bank
 * account is kept without its number and deleted; the statement PDF of a month names its policies, and a month
 * without lines is 404 "No invoice/statements found for this month.".
 */
import path from 'node:path';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO, forEachDatabase, jwtPayload } from './support/databases';

const API = '/api/commissions/v1';
const STATEMENT = '/api/docs/v1/commissions';
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
/** Spec 002 §4, written out here. */
const EARNING = [
  'IN FORCE',
  'ISSUED',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
  'CANCELLED',
  'CANCEL TRANSACTION',
];
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
const detailOf = (json: { errors?: { field: string; detail: string }[] }, field: string) =>
  json.errors?.find((e) => e.field === field)?.detail;

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

/** Last month as the calendar says (the spec's default), worked out here. */
const lastMonth = () => {
  const now = new Date();
  const year = now.getUTCMonth() === 0 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const month = now.getUTCMonth() === 0 ? 12 : now.getUTCMonth();
  const pad = String(month).padStart(2, '0');
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { year, month, from: `${year}-${pad}-01`, to: next };
};

forEachDatabase('commissions', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let agent: string;
  let alphaId: string;
  let betaId: string;

  beforeAll(async () => {
    [staff, alpha, beta, agent] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.alphaAgent),
    ]);
    alphaId = jwtPayload(alpha).acc as string;
    betaId = jwtPayload(beta).acc as string;
  });

  const commissionRows = (agencyId: string, from?: string, to?: string) => {
    let query = ctx.db
      .selectFrom('policies')
      .select(['policyNumber', 'agencyBilled', sql<string>`commission::text`.as('commission')])
      .where('agencyId', '=', agencyId)
      .where('status', 'in', EARNING)
      .where('commission', 'is not', null);
    if (from && to) query = query.where('effectiveDate', '>=', from as never).where('effectiveDate', '<', to as never);
    return query.execute();
  };
  const cents = (rows: { commission: string }[]) =>
    rows.reduce((sum, row) => sum + Math.round(Number(row.commission) * 100), 0);

  it('lists an agency its own statement lines, filtered by month, agencyBilled and search', async () => {
    const all = await ctx.request('GET', `${API}/statements?size=100`, { token: alpha });
    expect(all.status).toBe(200);
    const expected = await commissionRows(alphaId);
    expect(all.json.totalElements).toBe(expected.length);
    expect(all.json.content.every((line: { agencyId: string }) => line.agencyId === alphaId)).toBe(true);
    expect(new Set(all.json.content.map((line: { policyNumber: string }) => line.policyNumber))).toEqual(
      new Set(expected.map((row) => row.policyNumber)),
    );

    const { year, month, from, to } = lastMonth();
    const inMonth = await ctx.request('GET', `${API}/statements?year=${year}&month=${month}`, { token: alpha });
    expect(inMonth.json.totalElements).toBe((await commissionRows(alphaId, from, to)).length);
    const billed = await ctx.request('GET', `${API}/statements?agencyBilled=true&size=100`, { token: alpha });
    expect(billed.json.totalElements).toBe(expected.filter((row) => row.agencyBilled).length);
    const one = expected[0].policyNumber;
    const searched = await ctx.request('GET', `${API}/statements?search=*${one}*`, { token: alpha });
    expect(searched.json.content.map((line: { policyNumber: string }) => line.policyNumber)).toEqual([one]);
    expect((await ctx.request('GET', `${API}/statements?sort=nope,asc`, { token: alpha })).json.errors[0].field).toBe(
      'sort',
    );
    expect((await ctx.request('GET', `${API}/statements`, { token: agent })).status).toBe(403);
  });

  it('aggregates per agency; a payment (minimum 1, description required) moves the balance', async () => {
    const before = await ctx.request('GET', `${API}/aggregate?sort=agencyName,asc`, { token: staff });
    expect(before.status).toBe(200);
    const alphaRow = before.json.content.find((row: { agencyId: string }) => row.agencyId === alphaId);
    expect(Math.round(alphaRow.commissionEarned * 100)).toBe(cents(await commissionRows(alphaId)));
    expect(before.json.content.some((row: { agencyId: string }) => row.agencyId === betaId)).toBe(true);
    const own = await ctx.request('GET', `${API}/aggregate`, { token: beta });
    expect(own.json.content.map((row: { agencyId: string }) => row.agencyId)).toEqual([betaId]);

    const tooSmall = await ctx.request('POST', `${API}/payment`, {
      token: staff,
      body: { agencyId: alphaId, commissionsAmount: 0.5 },
    });
    expect(tooSmall.status).toBe(400);
    expect(detailOf(tooSmall.json, 'commissionsAmount')).toBe('Amount must be at least 1');
    expect(detailOf(tooSmall.json, 'description')).toBe('Description is a required field');
    expect(
      (
        await ctx.request('POST', `${API}/payment`, {
          token: alpha,
          body: { agencyId: alphaId, commissionsAmount: 10, description: 'x' },
        })
      ).status,
    ).toBe(403);

    const paid = await ctx.request('POST', `${API}/payment`, {
      token: staff,
      body: { agencyId: alphaId, commissionsAmount: 100.25, description: 'October payout', token: 'payout-ref-1' },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
    expect(paid.json).toMatchObject({
      agencyId: alphaId,
      commissionsAmount: 100.25,
      description: 'October payout',
      message: 'Payment Applied Successfully.',
    });
    const after = (await ctx.request('GET', `${API}/aggregate`, { token: alpha })).json.content[0];
    expect(after.commissionPaid).toBe(100.25);
    expect(Math.round(after.balance * 100)).toBe(Math.round(alphaRow.commissionEarned * 100) - 10025);
    const listed = await ctx.request('GET', `${API}/search`, { token: alpha });
    expect(listed.json.content.map((p: { description: string }) => p.description)).toContain('October payout');
    expect(
      (await ctx.request('GET', `${API}/search`, { token: beta })).json.content.map(
        (p: { description: string }) => p.description,
      ),
    ).not.toContain('October payout');
  });

  it("pauses and resumes an agency's payouts (staff), recorded in its history", async () => {
    const paused = await ctx.request('PUT', `${API}/toggle/${alphaId}`, { token: staff });
    expect(paused.json).toEqual({ agencyId: alphaId, payoutsPaused: true });
    expect((await ctx.request('GET', `${API}/aggregate`, { token: alpha })).json.content[0].payoutsPaused).toBe(true);
    expect((await ctx.request('PUT', `${API}/toggle/${alphaId}`, { token: staff })).json.payoutsPaused).toBe(false);
    expect(
      (await ctx.request('PUT', `${API}/toggle/${alphaId}`, { token: staff, body: { paused: true } })).json
        .payoutsPaused,
    ).toBe(true);
    expect(
      (await ctx.request('PUT', `${API}/toggle/${alphaId}`, { token: staff, body: { paused: 'yes' } })).status,
    ).toBe(400);
    expect((await ctx.request('PUT', `${API}/toggle/${alphaId}`, { token: alpha })).status).toBe(403);
    expect(
      (await ctx.request('PUT', `${API}/toggle/00000000-0000-4000-8000-000000000000`, { token: staff })).status,
    ).toBe(404);
    const history = await ctx.db
      .selectFrom('recordHistory')
      .select(['action'])
      .where('resource', '=', 'commissions')
      .where('recordId', '=', alphaId)
      .execute();
    expect(history.map((h) => h.action).sort()).toEqual(['pause-payouts', 'pause-payouts', 'resume-payouts']);
  });

  it('keeps the ACH bank account without its number, for the agency itself and staff, and deletes it', async () => {
    const url = `${API}/${alphaId}/ach`;
    expect((await ctx.request('GET', url, { token: alpha })).status).toBe(404);
    const bad = await ctx.request('PUT', url, {
      token: alpha,
      body: { bank: 'First Bank', routing: '12345', account: '12', accountName: 'Alpha', accountType: 'LOAN' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.json).sort()).toEqual(['account', 'accountType', 'routing']);
    const body = {
      bank: 'First Bank',
      routing: '021000021',
      account: '000123456789',
      accountName: 'Alpha Insurance Agency',
      accountType: 'CHECKING',
      swift: 'FBNKUS33',
      email: 'payouts@alpha.example.com',
    };
    const saved = await ctx.request('PUT', url, { token: alpha, body });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await ctx.request('GET', `${API}/aggregate`, { token: alpha })).json.content[0].hasBankAccount).toBe(true);
    const shown = await ctx.request('GET', url, { token: staff });
    expect(shown.json).toMatchObject({
      bank: 'First Bank',
      routing: '021000021',
      account: '****6789',
      accountType: 'CHECKING',
    });
    expect(JSON.stringify(shown.json)).not.toContain('000123456789');
    const stored = await ctx.db
      .selectFrom('agencyCommissionSettings' as never)
      .selectAll()
      .execute();
    expect(JSON.stringify(stored)).not.toContain('123456789');
    expect((await ctx.request('GET', url, { token: beta })).status).toBe(404);
    expect((await ctx.request('PUT', url, { token: beta, body })).status).toBe(404);
    const deleted = await ctx.request('DELETE', url, { token: alpha });
    expect(deleted.json.message).toBe('Bank account deleted. Automatic monthly commission payouts have stopped.');
    expect((await ctx.request('GET', url, { token: alpha })).status).toBe(404);
    expect((await ctx.request('GET', `${API}/aggregate`, { token: alpha })).json.content[0].hasBankAccount).toBe(false);
  });

  it("downloads last month's statement as a PDF naming its policies; other months refused as the spec says", async () => {
    const { year, month, from, to } = lastMonth();
    const lines = await commissionRows(alphaId, from, to);
    expect(lines.length).toBeGreaterThan(0);
    const answer = await ctx.app.inject({
      method: 'GET',
      url: STATEMENT,
      headers: { authorization: `Bearer ${alpha}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="alpha-insurance-agency-commission-statement-${year}-${String(month).padStart(2, '0')}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Commission Statement');
    for (const line of lines) expect(text).toContain(line.policyNumber);
    const total = cents(lines) / 100;
    expect(text).toContain(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total));

    const staffNeedsAgency = await ctx.request('GET', `${STATEMENT}?year=${year}&month=${month}`, { token: staff });
    expect(staffNeedsAgency.status).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${STATEMENT}?year=${year}&month=${month}&agencyId=${betaId}`,
          headers: { authorization: `Bearer ${staff}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await ctx.request('GET', `${STATEMENT}?year=${year}&month=${month}&agencyId=${betaId}`, { token: alpha }))
        .status,
    ).toBe(404);

    const empty = await ctx.request('GET', `${STATEMENT}?year=2020&month=1`, { token: alpha });
    expect(empty.status).toBe(404);
    expect(empty.json.detail).toBe('No invoice/statements found for this month.');
    const early = await ctx.request('GET', `${STATEMENT}?year=2019&month=12`, { token: alpha });
    expect(early.json.errors).toEqual([{ field: 'year', detail: 'Please select a Year' }]);
    const now = new Date();
    if (now.getUTCMonth() < 11) {
      const future = await ctx.request(
        'GET',
        `${STATEMENT}?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 2}`,
        { token: alpha },
      );
      expect(future.json.errors).toEqual([{ field: 'month', detail: 'Please select a Month' }]);
    }
  });

  it('pays a commission out through the payout provider to the bank account on file, or refuses and records nothing', async () => {
    const url = `${API}/${betaId}/ach`;
    const bank = (account: string) => ({
      bank: 'Second Bank',
      routing: '021000021',
      account,
      accountName: 'Beta Brokers',
      accountType: 'CHECKING',
    });
    const payment = (description: string) =>
      ctx.request('POST', `${API}/payment`, {
        token: staff,
        body: { agencyId: betaId, commissionsAmount: 250, description },
      });
    const recorded = async (description: string) =>
      (await ctx.request('GET', `${API}/search`, { token: staff })).json.content.filter(
        (p: { description: string }) => p.description === description,
      );

    const noBank = await payment('November payout');
    expect([noBank.status, noBank.json.detail]).toEqual([409, 'No bank account on file for this agency.']);

    expect((await ctx.request('PUT', url, { token: beta, body: bank('000987654321') })).status).toBe(200);
    expect(JSON.stringify((await ctx.request('GET', url, { token: beta })).json)).not.toContain('ba_sandbox');
    const paid = await payment('November payout');
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
    expect(paid.json.token).toMatch(/^po_sandbox_[0-9a-f-]{36}$/);
    expect(await recorded('November payout')).toHaveLength(1);

    await ctx.request('PUT', `${API}/toggle/${betaId}`, { token: staff, body: { paused: true } });
    const paused = await payment('Paused payout');
    expect([paused.status, paused.json.detail]).toEqual([
      409,
      'Commission payouts are paused for this agency; resume them to send a payout.',
    ]);
    await ctx.request('PUT', `${API}/toggle/${betaId}`, { token: staff, body: { paused: false } });

    // The sandbox's closed test account: the payout is refused as the bank returned it, and no payment is recorded.
    expect((await ctx.request('PUT', url, { token: beta, body: bank('55550002') })).status).toBe(200);
    const refused = await payment('Refused payout');
    expect([refused.status, refused.json.detail]).toEqual([
      409,
      'The payout was refused by the bank: R02 Account closed',
    ]);
    expect(await recorded('Refused payout')).toHaveLength(0);
    expect(await recorded('Paused payout')).toHaveLength(0);
  });
});
