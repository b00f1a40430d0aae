/**
 * Claims management (spec 001 §7 `/api/claimsmgmt/v1`, resources/claimsManagement): every path answers on the
 * spec's path; close, reopen and notice only are actions (from-state and version 409, history); a file of an
 * Alpha client is 404 to Beta on every path; the badge counts files without a claim number; bad input is a 400
 * naming the field; the loss run is a PDF (read back with pdf.js) or a CSV.
 */
import path from 'node:path';
import Papa from 'papaparse';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { claimsFixtures } from '../../resources/claims/fixtures';
import { daysFromToday } from '../../src/shared/dates/today';
import { DEMO, forEachDatabase } from './support/databases';
import { demoTenant } from './support/tenantContexts';

const ROOT = '/api/claimsmgmt/v1';
const FILES = `${ROOT}/claimsFile`;
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
type File = Record<string, any>;

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

forEachDatabase('claims management', (ctx) => {
  let staff: string;
  let alphaAdmin: string;
  let beta: string;
  let owner: string;
  let alphaClient: string;
  let betaClient: string;

  const open = async (body: Record<string, unknown> = {}, token = staff) =>
    ctx.request('POST', FILES, {
      token,
      body: { accountId: alphaClient, incidentType: 'RANSOMWARE', reportedDate: daysFromToday(-3), ...body },
    });

  beforeAll(async () => {
    [staff, alphaAdmin, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
    alphaClient = (
      await ctx.db.selectFrom('accounts').select('id').where('name', '=', 'Customer Demo Co').executeTakeFirstOrThrow()
    ).id;
    betaClient = (await demoTenant(ctx.db, 'Beta Brokers')).accountId;
  });

  it('lists the demo files on GET claimsFile (page, size, sort "field,order", f filter, search, pageRequested)', async () => {
    const list = await ctx.request(
      'GET',
      `${FILES}?page=0&size=10&sort=reportedDate,desc&f[accountId][in]=${alphaClient}`,
      { token: staff },
    );
    expect(list.status).toBe(200);
    const demo = list.json.content.filter(
      (f: File) => f.description.startsWith('File server') || f.claimNumber === 'CM-2025-0042',
    );
    expect(demo).toHaveLength(2);
    const ransomware = demo.find((f: File) => f.incidentType === 'RANSOMWARE');
    expect(ransomware).toMatchObject({
      status: 'OPEN',
      severity: 'HIGH',
      accountName: 'Customer Demo Co',
      claimNumber: null,
      handlerEmail: DEMO.staff,
      openTasks: 1,
    });
    expect(ransomware.reserves).toEqual({
      firstPartyExpense: 25000,
      firstPartyLoss: 40000,
      lossAdjustment: 0,
      thirdPartyLoss: 0,
      thirdPartyExpense: 0,
    });
    expect(ransomware.totalReserve).toBe(65000);
    const searched = await ctx.request('GET', `${FILES}?search=*cm-2025*&size=5`, { token: staff });
    expect(searched.json.content.map((f: File) => f.claimNumber)).toEqual(['CM-2025-0042']);
    const second = await ctx.request(
      'GET',
      `${FILES}?size=1&pageRequested=1&sort=reportedDate,asc&f[accountId][in]=${alphaClient}`,
      { token: staff },
    );
    expect(second.json.content[0].id).not.toBe(
      (
        await ctx.request('GET', `${FILES}?size=1&page=0&sort=reportedDate,asc&f[accountId][in]=${alphaClient}`, {
          token: staff,
        })
      ).json.content[0].id,
    );
    expect((await ctx.request('GET', `${FILES}?sort=secret,asc`, { token: staff })).status).toBe(400);
    expect(fields((await ctx.request('GET', `${FILES}?pageRequested=x`, { token: staff })).json)).toEqual([
      'pageRequested',
    ]);
  });

  it('creates, reads and updates a file (POST claimsFile, GET claimsFile/{id}, PUT claimsFile with the id in the body); bad input is a 400 naming the field', async () => {
    const created = await open({ severity: 'MEDIUM', incidentDate: daysFromToday(-4), description: 'Invoice fraud' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: 'OPEN',
      severity: 'MEDIUM',
      litigationStatus: 'NONE',
      reportedDate: daysFromToday(-3),
      incidentDate: daysFromToday(-4),
      version: 1,
    });
    const id = created.json.id;
    expect((await ctx.request('GET', `${FILES}/${id}`, { token: staff })).json.description).toBe('Invoice fraud');
    const updated = await ctx.request('PUT', FILES, {
      token: staff,
      body: { id, version: 1, litigationStatus: 'THREATENED', isThereAnotherClaim: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ litigationStatus: 'THREATENED', isThereAnotherClaim: true, version: 2 });
    expect((await ctx.request('PUT', FILES, { token: staff, body: { id, version: 1, severity: 'LOW' } })).status).toBe(
      409,
    );
    expect(fields((await ctx.request('PUT', FILES, { token: staff, body: { severity: 'LOW' } })).json)).toEqual(['id']);
    // A status moves only through an action.
    expect(
      fields((await ctx.request('PUT', `${FILES}/${id}`, { token: staff, body: { status: 'CLOSED' } })).json),
    ).toEqual([]);
    expect((await ctx.request('GET', `${FILES}/${id}`, { token: staff })).json.status).toBe('OPEN');

    const bad = await ctx.request('POST', FILES, {
      token: staff,
      body: { accountId: alphaClient, incidentType: 'METEOR', severity: 'EXTREME' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.json).sort()).toEqual(['incidentType', 'reportedDate', 'severity']);
    expect(fields((await open({ incidentDate: daysFromToday(-1) })).json)).toEqual(['incidentDate']);
    expect(fields((await open({ reportedDate: daysFromToday(2) })).json)).toEqual(['reportedDate']);
    expect(
      fields(
        (
          await open({
            handlerId: (
              await ctx.db
                .selectFrom('users')
                .select('id')
                .where('email', '=', DEMO.alphaAgent)
                .executeTakeFirstOrThrow()
            ).id,
          })
        ).json,
      ),
    ).toEqual(['handlerId']);
    const betaPolicy = await ctx.db
      .selectFrom('policies')
      .select('id')
      .where('accountId', '!=', alphaClient)
      .executeTakeFirstOrThrow();
    expect(fields((await open({ policyId: betaPolicy.id })).json)).toEqual(['policyId']);
    expect((await open({}, alphaAdmin)).status).toBe(403);
  });

  it('close, reopen and notice only are actions: from-state and version 409, closed date, history', async () => {
    const file = (await open()).json as File;
    const act = (name: string, body: Record<string, unknown> = {}) =>
      ctx.request('POST', `${FILES}/${file.id}/${name}`, { token: staff, body });
    expect((await act('reopen')).status).toBe(409);
    expect((await act('close', { version: 7 })).status).toBe(409);
    expect(fields((await act('close', { closedDate: daysFromToday(-10) })).json)).toEqual(['closedDate']);
    const closed = await act('close', { version: file.version, reason: 'Below retention' });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: 'CLOSED', closedDate: daysFromToday(0), version: file.version + 1 });
    const twice = await act('close');
    expect(twice.status).toBe(409);
    expect(twice.json.detail).toContain('CLOSED');
    // A closed file takes notes only.
    expect(
      (
        await ctx.request('POST', `${FILES}/${file.id}/reserves`, {
          token: staff,
          body: { reserveType: 'firstPartyLoss', amount: 10 },
        })
      ).status,
    ).toBe(409);
    expect(
      (await ctx.request('POST', `${FILES}/${file.id}/notes`, { token: staff, body: { text: 'Late correspondence' } }))
        .status,
    ).toBe(201);
    const reopened = await act('reopen');
    expect(reopened.json).toMatchObject({ status: 'REOPENED', closedDate: null });
    expect((await act('noticeonly')).json.status).toBe('NOTICE_ONLY');
    expect((await act('noticeonly')).status).toBe(409);
    const notes = (await ctx.request('GET', `${FILES}/${file.id}/notes`, { token: staff })).json.content;
    expect(notes.map((n: File) => [n.noteType, n.text])).toEqual([
      ['CLOSING', 'Below retention'],
      ['GENERAL', 'Late correspondence'],
    ]);
    const history = (await ctx.request('GET', `${FILES}/${file.id}/history`, { token: staff })).json.map(
      (h: { action: string }) => h.action,
    );
    expect(history).toEqual(expect.arrayContaining(['create', 'close', 'add-note', 'reopen', 'noticeonly']));
    const machine = (await ctx.request('GET', `${FILES}/lifecycle`, { token: staff })).json;
    expect(machine.map((a: { action: string }) => a.action)).toEqual(['close', 'reopen', 'noticeonly']);
  });

  it('reserves, invoices, tasks and notes: added, changed, removed; totals follow; a reserve never goes below zero', async () => {
    const file = (await open()).json as File;
    const items = (segment: string) => `${FILES}/${file.id}/${segment}`;
    const reserve = await ctx.request('POST', items('reserves'), {
      token: staff,
      body: { reserveType: 'thirdPartyLoss', amount: 1000.5 },
    });
    expect(reserve.status).toBe(201);
    expect(reserve.json).toMatchObject({
      reserveType: 'thirdPartyLoss',
      amount: 1000.5,
      createdBy: DEMO.staff,
      kind: 'reserve',
    });
    expect(
      fields(
        (
          await ctx.request('POST', items('reserves'), {
            token: staff,
            body: { reserveType: 'thirdPartyLoss', amount: -2000 },
          })
        ).json,
      ),
    ).toEqual(['amount']);
    expect(
      fields(
        (
          await ctx.request('POST', items('reserves'), {
            token: staff,
            body: { reserveType: 'fourthParty', amount: 1 },
          })
        ).json,
      ),
    ).toEqual(['reserveType']);
    const invoice = await ctx.request('POST', items('invoices'), {
      token: staff,
      body: {
        invoiceNumber: 'A-1',
        vendorName: 'Forensics Co',
        amount: 400,
        invoiceDate: daysFromToday(-1),
        reserveType: 'thirdPartyLoss',
      },
    });
    expect(invoice.json.status).toBe('PENDING');
    expect(
      (await ctx.request('PUT', `${items('invoices')}/${invoice.json.id}`, { token: staff, body: { status: 'PAID' } }))
        .json.status,
    ).toBe('PAID');
    expect(
      fields(
        (await ctx.request('POST', items('tasks'), { token: staff, body: { title: 'Call insured' } })).json,
      ).sort(),
    ).toEqual(['category', 'dueDate']);
    const task = await ctx.request('POST', items('tasks'), {
      token: staff,
      body: { title: 'Call insured', dueDate: daysFromToday(2), category: 'FOLLOW_UP' },
    });
    expect(task.json).toMatchObject({ status: 'OPEN', category: 'FOLLOW_UP' });
    const note = await ctx.request('POST', items('notes'), {
      token: staff,
      body: { noteType: 'COVERAGE', text: 'Coverage confirmed' },
    });
    expect(note.json).toMatchObject({ noteType: 'COVERAGE', createdBy: DEMO.staff });
    expect(note.json.created).toBeTruthy();
    expect(note.json.modified).toBeTruthy();
    let read = (await ctx.request('GET', `${FILES}/${file.id}`, { token: staff })).json;
    expect(read).toMatchObject({ totalReserve: 1000.5, invoicedTotal: 400, paidTotal: 400, openTasks: 1 });
    await ctx.request('PUT', `${items('tasks')}/${task.json.id}`, { token: staff, body: { status: 'DONE' } });
    expect((await ctx.request('DELETE', `${items('reserves')}/${reserve.json.id}`, { token: staff })).status).toBe(200);
    read = (await ctx.request('GET', `${FILES}/${file.id}`, { token: staff })).json;
    expect(read).toMatchObject({ totalReserve: 0, openTasks: 0 });
    expect((await ctx.request('DELETE', `${items('reserves')}/${reserve.json.id}`, { token: staff })).status).toBe(404);
    expect((await ctx.request('GET', items('invoices'), { token: staff })).json.totalElements).toBe(1);
  });

  it("an item is reached only through its own file: another file's path to it is 404 and leaves it as it was", async () => {
    const [own, other] = [(await open()).json as File, (await open()).json as File];
    const task = await ctx.request('POST', `${FILES}/${own.id}/tasks`, {
      token: staff,
      body: { title: 'Call insured', dueDate: daysFromToday(2), category: 'FOLLOW_UP' },
    });
    const viaOther = `${FILES}/${other.id}/tasks/${task.json.id}`;
    expect((await ctx.request('PUT', viaOther, { token: staff, body: { status: 'DONE' } })).status).toBe(404);
    expect((await ctx.request('DELETE', viaOther, { token: staff })).status).toBe(404);
    const listed = (await ctx.request('GET', `${FILES}/${own.id}/tasks`, { token: staff })).json.content;
    expect(listed).toEqual([expect.objectContaining({ id: task.json.id, status: 'OPEN' })]);
  });

  it('diaries answer only with the claims_diary flag', async () => {
    const file = (await open()).json as File;
    const before = process.env.FEATURE_FLAGS;
    process.env.FEATURE_FLAGS = '';
    expect((await ctx.request('GET', `${FILES}/${file.id}/diaries`, { token: staff })).status).toBe(404);
    expect(
      (
        await ctx.request('POST', `${FILES}/${file.id}/diaries`, {
          token: staff,
          body: { dueDate: daysFromToday(3), text: 'Chase report' },
        })
      ).status,
    ).toBe(404);
    process.env.FEATURE_FLAGS = 'claims_diary';
    try {
      const added = await ctx.request('POST', `${FILES}/${file.id}/diaries`, {
        token: staff,
        body: { dueDate: daysFromToday(3), text: 'Chase report' },
      });
      expect(added.status).toBe(201);
      expect(
        (await ctx.request('GET', `${FILES}/${file.id}/diaries`, { token: staff })).json.content.map(
          (d: File) => d.text,
        ),
      ).toEqual(['Chase report']);
    } finally {
      process.env.FEATURE_FLAGS = before;
    }
  });

  it("tenancy: Beta gets 404 on Alpha's file on every path; an agency reads its clients' files but does not write them; a policyholder gets 403", async () => {
    const file = (await open()).json as File;
    const betaList = await ctx.request('GET', `${FILES}?size=1000`, { token: beta });
    expect(betaList.status).toBe(200);
    expect(betaList.json.content.map((f: File) => f.id)).not.toContain(file.id);
    expect(betaList.json.content.every((f: File) => f.accountId !== alphaClient)).toBe(true);
    for (const [method, url] of [
      ['GET', `${FILES}/${file.id}`],
      ['GET', `${FILES}/${file.id}/notes`],
      ['GET', `${FILES}/${file.id}/history`],
      ['GET', `${ROOT}/lossrun?accountId=${alphaClient}`],
    ] as const)
      expect((await ctx.request(method, url, { token: beta })).status, url).toBe(404);
    for (const [method, url] of [
      ['PUT', `${FILES}/${file.id}`],
      ['POST', `${FILES}/${file.id}/close`],
      ['POST', `${FILES}/${file.id}/notes`],
    ] as const)
      expect((await ctx.request(method, url, { token: beta, body: { text: 'x' } })).status, url).toBe(403);
    const alphaRead = await ctx.request('GET', `${FILES}/${file.id}`, { token: alphaAdmin });
    expect(alphaRead.status).toBe(200);
    expect(
      (await ctx.request('POST', `${FILES}/${file.id}/notes`, { token: alphaAdmin, body: { text: 'x' } })).status,
    ).toBe(403);
    expect((await ctx.request('POST', `${FILES}/${file.id}/close`, { token: alphaAdmin, body: {} })).status).toBe(403);
    expect((await ctx.request('GET', FILES, { token: owner })).status).toBe(403);
    // Staff with Beta's own client: the file is Beta's, and Alpha's admin cannot see it.
    const betaFile = (await open({ accountId: betaClient })).json as File;
    expect((await ctx.request('GET', `${FILES}/${betaFile.id}`, { token: beta })).status).toBe(200);
    expect((await ctx.request('GET', `${FILES}/${betaFile.id}`, { token: alphaAdmin })).status).toBe(404);
    // The write paths of staff on a file id that does not exist are 404 too.
    expect(
      (
        await ctx.request('POST', `${FILES}/00000000-0000-4000-8000-000000000000/notes`, {
          token: staff,
          body: { text: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('the claims badge counts files without a claim number in the last 5 years; attach-claim links a first-notice claim and gives its number', async () => {
    const since = daysFromToday(-5 * 365);
    const badge = async () =>
      (
        await ctx.request('GET', `${FILES}?f[hasClaimNumber][in]=false&f[reportedDate][after]=${since}&size=1`, {
          token: staff,
        })
      ).json.totalElements as number;
    const start = await badge();
    const file = (await open()).json as File;
    expect(await badge()).toBe(start + 1);
    await open({ reportedDate: daysFromToday(-6 * 365) });
    expect(await badge()).toBe(start + 1);

    const tenant = await demoTenant(ctx.db, 'Alpha Insurance Agency');
    const claim = (
      await ctx.request('POST', '/api/claims/v1', {
        token: staff,
        body: { ...claimsFixtures.validBody({ ...tenant, accountId: alphaClient }, 'cm'), isFiled: true },
      })
    ).json;
    expect(claim.claimNumber).toMatch(/^CLM-/);
    const attached = await ctx.request('POST', `${FILES}/attach-claim`, {
      token: staff,
      body: { claimFileId: file.id, claimId: claim.id, version: file.version },
    });
    expect(attached.status).toBe(200);
    expect(attached.json).toMatchObject({
      claimId: claim.id,
      claimNumber: claim.claimNumber,
      attachedClaimNumber: claim.claimNumber,
    });
    expect(await badge()).toBe(start);
    const other = (await open()).json as File;
    expect(
      fields(
        (
          await ctx.request('POST', `${FILES}/attach-claim`, {
            token: staff,
            body: { claimFileId: other.id, claimId: claim.id },
          })
        ).json,
      ),
    ).toEqual(['claimId']);
    expect(
      fields((await ctx.request('POST', `${FILES}/attach-claim`, { token: staff, body: { claimId: claim.id } })).json),
    ).toEqual(['claimFileId']);
    const betaFile = (await open({ accountId: betaClient })).json as File;
    expect(
      fields(
        (
          await ctx.request('POST', `${FILES}/attach-claim`, {
            token: staff,
            body: { claimFileId: betaFile.id, claimId: claim.id },
          })
        ).json,
      ),
    ).toEqual(['claimId']);
    expect(
      (
        await ctx.request('POST', `${FILES}/attach-claim`, {
          token: beta,
          body: { claimFileId: file.id, claimId: claim.id },
        })
      ).status,
    ).toBe(403);
  });

  it('the lists, graphs, download, loss run (a parseable PDF and CSV) and delete', async () => {
    expect((await ctx.request('GET', `${ROOT}/statuses`, { token: staff })).json).toEqual([
      'OPEN',
      'NOTICE_ONLY',
      'CLOSED',
      'REOPENED',
    ]);
    expect((await ctx.request('GET', `${ROOT}/severity`, { token: alphaAdmin })).json).toEqual([
      'LOW',
      'MEDIUM',
      'HIGH',
      'CRITICAL',
    ]);
    const panel = (await ctx.request('GET', `${ROOT}/panel/subcategories?category=forensics`, { token: staff })).json;
    expect(panel[0].subcategories).toContain('Incident response');
    const graphs = (await ctx.request('GET', `${ROOT}/graphs`, { token: beta })).json;
    expect(graphs.totalFiles).toBe(graphs.byStatus.reduce((sum: number, s: { count: number }) => sum + s.count, 0));
    const staffGraphs = (await ctx.request('GET', `${ROOT}/graphs`, { token: staff })).json;
    expect(staffGraphs.totalFiles).toBeGreaterThan(graphs.totalFiles);
    expect(staffGraphs.reserves.firstPartyLoss).toBeGreaterThanOrEqual(40000);

    const download = await ctx.request('GET', `${FILES}/download?f[accountId][in]=${alphaClient}`, { token: staff });
    expect(download.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(download.text.replace(/^\uFEFF/, '').trim()).data;
    expect(rows[0][0]).toBe('Claim number');
    expect(rows.some((row) => row[0] === 'CM-2025-0042')).toBe(true);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `${ROOT}/lossrun?accountId=${alphaClient}`,
      headers: { authorization: `Bearer ${alphaAdmin}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Loss Run');
    expect(text).toContain('Customer Demo Co');
    expect(text).toContain('CM-2025-0042');
    const csv = await ctx.request('GET', `${ROOT}/lossrun?accountId=${alphaClient}&format=csv&years=1`, {
      token: staff,
    });
    const csvRows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, '').trim()).data;
    expect(csvRows[0]).toContain('Reserve');
    // The closed demo file was reported 400 days ago: outside a one-year loss run.
    expect(csvRows.some((row) => row[0] === 'CM-2025-0042')).toBe(false);
    expect(csvRows.length).toBeGreaterThan(1);
    expect(
      fields((await ctx.request('GET', `${ROOT}/lossrun?accountId=${alphaClient}&format=doc`, { token: staff })).json),
    ).toEqual(['format']);
    expect(fields((await ctx.request('GET', `${ROOT}/lossrun`, { token: staff })).json)).toEqual(['accountId']);

    const file = (await open()).json as File;
    expect((await ctx.request('DELETE', `${FILES}/?id=${file.id}`, { token: beta })).status).toBe(403);
    expect((await ctx.request('DELETE', `${FILES}/`, { token: staff, body: { id: file.id } })).status).toBe(200);
    expect((await ctx.request('GET', `${FILES}/${file.id}`, { token: staff })).status).toBe(404);
  });
});
