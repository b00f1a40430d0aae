/**
 * The accounts' bulk import (spec 001 §2 "bulk upload", §5, §9) on both databases: a 10,000-row CSV
 * with 37 bad rows imports 9,963 accounts and reports each bad row with its field and message; a server closed
 * in the middle of an import leaves it where its last batch ended, and a new server on the same database resumes
 * it to the same result without a duplicate. Plus the upload's refusals, tags, the red-accounts flag, tenancy.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { seedDemo } from '../../src/server/seed/demoData';
import { DATABASE_KINDS, DEMO, DEMO_PASSWORD, injectRequest, provisionDatabase } from './support/databases';

const UPLOAD = '/api/account/v1/account/bulk-upload';
const HEADER = 'Account Name,Address,City,State,ZIP Code,Policy Holder Email Address';

/** Every 270th data row is bad, in one of four ways, each with the message the account form shows. */
const BAD_KINDS = [
  {
    cells: (n: string) => [n, '1 Main St', 'Austin', 'TX', '7870', ''],
    field: 'zipCode',
    column: 'ZIP Code',
    detail: 'Invalid ZIP Code',
  },
  {
    cells: (n: string) => [n, '1 Main St', 'Austin 9', 'TX', '78701', ''],
    field: 'city',
    column: 'City',
    detail: 'Invalid City',
  },
  {
    cells: (n: string) => [n, '1 Main St', 'Austin', 'TX', '78701', 'not-an-email'],
    field: 'policyContactEmail',
    column: 'Policy Holder Email Address',
    detail: 'Please enter a valid Email Address',
  },
  {
    cells: () => ['', '1 Main St', 'Austin', 'TX', '78701', ''],
    field: 'name',
    column: 'Account Name',
    detail: 'Account Name is a required field',
  },
];

function bulkCsv(prefix: string, rows: number) {
  const lines = [HEADER];
  const bad: { row: number; field: string; column: string; detail: string }[] = [];
  for (let i = 0; i < rows; i++) {
    const name = `${prefix} ${String(i).padStart(5, '0')}`;
    if (i % 270 === 135) {
      const kind = BAD_KINDS[bad.length % BAD_KINDS.length];
      lines.push(kind.cells(name).join(','));
      bad.push({ row: i + 2, field: kind.field, column: kind.column, detail: kind.detail });
    } else lines.push([name, '1 Main St', 'Austin', 'TX', '78701', `owner${i}@example.test`].join(','));
  }
  return { csv: `${lines.join('\n')}\n`, bad };
}

/** A multipart form as a browser sends it. */
async function multipart(fields: Record<string, string | { name: string; content: string | Uint8Array }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.content as BlobPart]), value.name);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(app: FastifyInstance, token: string, fields: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = await multipart(fields);
  const response = await app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, json: response.json() };
}

async function login(app: FastifyInstance, email: string) {
  const { json } = await injectRequest(app, 'POST', '/api/auth/v1/login', {
    body: { username: email, password: DEMO_PASSWORD },
  });
  return json.accessToken as string;
}

async function waitFor(app: FastifyInstance, token: string, id: string, until: (job: any) => boolean, seconds = 120) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const { json } = await injectRequest(app, 'GET', `${UPLOAD}/${id}`, { token });
    if (until(json)) return json;
    if (Date.now() > end) throw new Error(`import ${id} still ${JSON.stringify(json)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DATABASE_KINDS.map((kind) => [kind]))('accounts bulk import [%s]', (kind) => {
  let provisioned: Awaited<ReturnType<typeof provisionDatabase>>;
  let app: FastifyInstance;
  let alpha: string;
  const started: FastifyInstance[] = [];
  /** The accounts whose names start with the prefix, and how many different names they have (counts are bigint on PostgreSQL). */
  const namesLike = async (prefix: string) => {
    const counts = await provisioned.database.db
      .selectFrom('accounts')
      .select((eb) => [eb.fn.countAll().as('rows'), eb.fn.count('name').distinct().as('names')])
      .where('name', 'like', `${prefix} %`)
      .executeTakeFirstOrThrow();
    return { rows: Number(counts.rows), names: Number(counts.names) };
  };

  beforeAll(async () => {
    provisioned = await provisionDatabase(kind);
    await seedDemo(provisioned.database.db, 'US', PLATFORM_RESOURCES);
    app = await buildApp(provisioned.config, provisioned.database, PLATFORM_RESOURCES);
    await app.ready();
    alpha = await login(app, DEMO.alphaAdmin);
  }, 60_000);

  afterAll(async () => {
    for (const other of started) await other.close();
    await app?.close();
    await provisioned?.dispose();
  });

  it('imports 9,963 of 10,000 rows and reports the 37 bad ones with their field and message', async () => {
    const { csv, bad } = bulkCsv('Bulk A', 10_000);
    expect(bad).toHaveLength(37);
    const { status, json: queued } = await upload(app, alpha, { file: { name: 'accounts.csv', content: csv } });
    expect(status).toBe(202);
    expect(queued).toMatchObject({ fileName: 'accounts.csv', totalRows: 10_000 });
    const job = await waitFor(app, alpha, queued.id, (current) => current.status === 'DONE');
    expect(job).toMatchObject({ totalRows: 10_000, processedRows: 10_000, importedRows: 9_963, invalidRows: 37 });
    expect(await namesLike('Bulk A')).toEqual({ rows: 9_963, names: 9_963 });

    const errors = await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}/errors?size=100`, { token: alpha });
    expect(errors.json.totalElements).toBe(37);
    expect(errors.json.content.map((row: any) => ({ row: row.row, ...row.errors[0] }))).toEqual(bad);
    expect(errors.json.content[0].cells).toEqual({
      'Account Name': 'Bulk A 00135',
      Address: '1 Main St',
      City: 'Austin',
      State: 'TX',
      'ZIP Code': '7870',
      'Policy Holder Email Address': '',
    });

    // The invalid rows come back as a file to fix and upload again.
    const file = await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}/invalid-rows`, { token: alpha });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="accounts-invalid-rows.csv"');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(38);
    expect(lines[0]).toBe(`${HEADER},Errors`);
    expect(lines[1]).toBe('Bulk A 00135,1 Main St,Austin,TX,7870,,ZIP Code: Invalid ZIP Code');
    expect(lines[2]).toBe('Bulk A 00405,1 Main St,Austin 9,TX,78701,,City: Invalid City');

    // Fixed (the ZIP codes and cities corrected, the rest as they came back), it imports the rows it refused before.
    const fixed = lines
      .join('\n')
      .replace(/,7870,/g, ',78701,')
      .replace(/Austin 9/g, 'Austin')
      .replace(/not-an-email/g, '');
    const again = await upload(app, alpha, { file: { name: 'accounts-invalid-rows.csv', content: fixed } });
    const second = await waitFor(app, alpha, again.json.id, (current) => current.status === 'DONE');
    expect(second).toMatchObject({ totalRows: 37, importedRows: 28, invalidRows: 9 });
  }, 180_000);

  it('a server stopped mid-import leaves it at its last batch; a new server on the same database takes it over once the lease runs out and resumes it without duplicates', async () => {
    const { csv, bad } = bulkCsv('Bulk B', 10_000);
    const { json: queued } = await upload(app, alpha, { file: { name: 'resume.csv', content: csv } });
    const midway = await waitFor(app, alpha, queued.id, (current) => current.processedRows >= 1_000);
    expect(midway.processedRows).toBeLessThan(10_000);
    await app.close();

    // What the closed server left: its committed batches only, the job unfinished.
    const left = (await provisioned.database.db
      .selectFrom('accountImports' as never)
      .selectAll()
      .where('id' as never, '=', queued.id as never)
      .executeTakeFirstOrThrow()) as any;
    expect(left.status).toBe('RUNNING');
    expect(left.processedRows % 500).toBe(0);
    expect(left.processedRows).toBeLessThan(10_000);
    expect((await namesLike('Bulk B')).rows).toBe(left.importedRows);

    // As a server killed outright would leave it: the job still held by its (dead) runner's lease.
    const jobs = () => provisioned.database.db.updateTable('accountImports' as never);
    await jobs()
      .set({ runner: 'killed-server', leaseUntil: sql`now() + interval '1 hour'` } as never)
      .where('id' as never, '=', queued.id as never)
      .execute();
    app = await buildApp(provisioned.config, provisioned.database, PLATFORM_RESOURCES);
    await app.ready();
    // While that lease lasts, the new server leaves the job alone (it looks again every 2 s)…
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}`, { token: alpha })).json.processedRows).toBe(
      left.processedRows,
    );
    // …and takes it over once the lease has run out.
    await jobs()
      .set({ leaseUntil: sql`now() - interval '1 second'` } as never)
      .where('id' as never, '=', queued.id as never)
      .execute();
    const job = await waitFor(app, alpha, queued.id, (current) => current.status === 'DONE');
    expect(job).toMatchObject({ processedRows: 10_000, importedRows: 9_963, invalidRows: 37 });
    expect(await namesLike('Bulk B')).toEqual({ rows: 9_963, names: 9_963 });
    const errors = await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}/errors?size=100`, { token: alpha });
    expect(errors.json.content.map((row: any) => ({ row: row.row, ...row.errors[0] }))).toEqual(bad);
  }, 180_000);

  it('refuses an upload without a file, too large, of another type or with unknown columns, naming the file', async () => {
    const none = await upload(app, alpha, { tags: 'A' });
    expect(none).toEqual({
      status: 400,
      json: expect.objectContaining({ errors: [{ field: 'file', detail: 'No file selected for upload.' }] }),
    });
    const json = await injectRequest(app, 'POST', UPLOAD, { token: alpha, body: { file: 'accounts.csv' } });
    expect(json.json.errors).toEqual([{ field: 'file', detail: 'No file selected for upload.' }]);
    const big = await upload(app, alpha, {
      file: { name: 'big.csv', content: new Uint8Array(5 * 1024 * 1024 + 1).fill(65) },
    });
    expect(big).toEqual({
      status: 400,
      json: expect.objectContaining({ errors: [{ field: 'file', detail: 'The file size is too big, 5MB max.' }] }),
    });
    const text = await upload(app, alpha, {
      file: { name: 'accounts.txt', content: `${HEADER}\nA,1 Main St,Austin,TX,78701,\n` },
    });
    expect(text.json.errors).toEqual([{ field: 'file', detail: 'Only xls, xlsx or csv files can be uploaded.' }]);
    const columns = await upload(app, alpha, {
      file: { name: 'accounts.csv', content: 'Account Name,Shoe Size\nA,12\n' },
    });
    expect(columns.json.errors).toEqual([
      { field: 'file', detail: "Unknown column: Shoe Size. Use the template's columns." },
    ]);
    const oldExcel = await upload(app, alpha, {
      file: { name: 'accounts.xls', content: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) },
    });
    expect(oldExcel.json.errors).toEqual([
      { field: 'file', detail: 'This is an Excel 97-2003 workbook. Save it as .xlsx or .csv and upload it again.' },
    ]);
    // An ".xls" that is CSV inside (as many exports are) is read by what it is.
    const csvNamedXls = await upload(app, alpha, {
      file: { name: 'export.xls', content: `${HEADER}\nXls Co,1 Main St,Austin,TX,78701,\n` },
    });
    expect(csvNamedXls.status).toBe(202);
  });

  it('selects the tags given on every imported account and keeps the red-accounts flag; another agency sees none of it', async () => {
    const csv = `name,address1,city,state,zipCode\nTagged One,1 Main St,Austin,TX,78701\nTagged Two,2 Main St,Dallas,TX,75201\nTagged Bad,3 Main St,Dallas,TX,00000\n`;
    const { status, json: queued } = await upload(app, alpha, {
      file: { name: 'tagged.csv', content: csv },
      tags: 'Bulk VIP, Spring Campaign ,',
      redAccounts: 'true',
    });
    expect(status).toBe(202);
    expect(queued).toMatchObject({ tags: ['Bulk VIP', 'Spring Campaign'], redAccounts: true });
    const job = await waitFor(app, alpha, queued.id, (current) => current.status === 'DONE');
    expect(job).toMatchObject({ importedRows: 2, invalidRows: 1 });
    const accounts = await injectRequest(app, 'GET', '/api/account/v1/account/search?search=*Tagged*&sort=name,asc', {
      token: alpha,
    });
    expect(accounts.json.content.map((account: any) => account.name)).toEqual(['Tagged One', 'Tagged Two']);
    for (const account of accounts.json.content) {
      const tags = await injectRequest(
        app,
        'GET',
        `/api/account/v1/tags/account/search?f[accountId][in]=${account.id}&sort=tagName,asc`,
        { token: alpha },
      );
      expect(tags.json.content.map((tag: any) => tag.tagName)).toEqual(['Bulk VIP', 'Spring Campaign']);
    }

    const beta = await login(app, DEMO.betaAdmin);
    expect((await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}`, { token: beta })).status).toBe(404);
    expect((await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}/errors`, { token: beta })).status).toBe(404);
    expect((await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}/invalid-rows`, { token: beta })).status).toBe(404);
    const betaJobs = await injectRequest(app, 'GET', `${UPLOAD}/search`, { token: beta });
    expect(betaJobs.json.content).toEqual([]);
    const staff = await login(app, DEMO.staff);
    expect((await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}`, { token: staff })).json.id).toBe(queued.id);
    // Staff name the agency the accounts go to: it must be an agency (tags need one).
    for (const agencyId of ['not-an-id', queued.id]) {
      expect((await upload(app, staff, { file: { name: 'a.csv', content: csv }, agencyId })).json.errors).toEqual([
        { field: 'agencyId', detail: 'Please select a Agency' },
      ]);
    }
    expect((await upload(app, staff, { file: { name: 'a.csv', content: csv }, tags: 'X' })).json.errors).toEqual([
      { field: 'agencyId', detail: 'Please select a Agency' },
    ]);
    const alphaId = (await injectRequest(app, 'GET', '/api/auth/v1/users/me', { token: alpha })).json.account.id;
    const staffCsv = 'name,address1,city,state,zipCode\nStaff Upload Co,1 Main St,Austin,TX,78701\n';
    const { json: staffJob } = await upload(app, staff, {
      file: { name: 'staff.csv', content: staffCsv },
      agencyId: alphaId,
      tags: 'Staff Import',
    });
    await waitFor(app, staff, staffJob.id, (current) => current.status === 'DONE');
    const staffAccount = await injectRequest(app, 'GET', '/api/account/v1/account/search?search=*Staff Upload*', {
      token: alpha,
    });
    expect(staffAccount.json.content.map((account: any) => [account.name, account.agencyId])).toEqual([
      ['Staff Upload Co', alphaId],
    ]);
    const owner = await login(app, DEMO.owner);
    expect((await upload(app, owner, { file: { name: 'a.csv', content: csv } })).status).toBe(403);
  });

  it("an agent's rows land in its own team; an agent sees its own uploads only, its agency's admin sees them too", async () => {
    const agent = await login(app, DEMO.alphaAgent);
    const { json: queued } = await upload(app, agent, {
      file: {
        name: 'agent.csv',
        content: 'name,address1,city,state,zipCode\nAgent Upload Co,1 Main St,Austin,TX,78701\n',
      },
    });
    await waitFor(app, agent, queued.id, (current) => current.status === 'DONE');
    const me = await injectRequest(app, 'GET', '/api/auth/v1/users/me', { token: agent });
    const account = await provisioned.database.db
      .selectFrom('accounts')
      .select(['teamId', 'agencyId'])
      .where('name', '=', 'Agent Upload Co')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ teamId: me.json.teamIds[0], agencyId: me.json.account.id });
    expect((await injectRequest(app, 'GET', `${UPLOAD}/${queued.id}`, { token: alpha })).status).toBe(200);
    const agentJobs = await injectRequest(app, 'GET', `${UPLOAD}/search?size=100`, { token: agent });
    expect(agentJobs.json.content.map((job: any) => job.fileName)).toEqual(['agent.csv']);
    const adminJobs = await injectRequest(app, 'GET', `${UPLOAD}/search?size=100`, { token: alpha });
    expect(adminJobs.json.content.map((job: any) => job.fileName)).toContain('agent.csv');
    expect(
      (
        await injectRequest(
          app,
          'GET',
          `${UPLOAD}/${adminJobs.json.content.find((job: any) => job.fileName === 'tagged.csv').id}`,
          { token: agent },
        )
      ).status,
    ).toBe(404);
  });

  it('offers the template: the columns a file may carry, by their labels', async () => {
    const template = await injectRequest(app, 'GET', `${UPLOAD}/template`, { token: alpha });
    expect(template.status).toBe(200);
    expect(template.text.replace(/^\uFEFF/, '').trim()).toBe(
      'Account Name,CBID,Status,Agency,Team,Country,Address,Address Line 2,City,State,ZIP Code,Phone,Policy Holder First Name,Policy Holder Last Name,Policy Holder Email Address,Policy Holder Phone Number,Verified by Agent,Profile Score',
    );
  });
});
