/**
 * Documents (spec 001 §3, §6, §7 /api/docs/v1, §8) on both databases: an upload by Alpha is
 * downloaded with the same bytes by Alpha and by staff and is 404 for Beta; file name and document type are
 * required (400 naming the field); a staff upload left without an agency is for staff only; update and delete.
 * The files go to a folder of the test's own (FILES_DIR).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, forEachDatabase, jwtPayload, type ServerTestContext } from './support/databases';

process.env.FILES_DIR = mkdtempSync(path.join(os.tmpdir(), 'documents-test-'));

const DOCS = '/api/docs/v1';

async function multipart(fields: Record<string, string | { name: string; content: Uint8Array }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.content as BlobPart]), value.name);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(ctx: ServerTestContext, token: string, fields: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = await multipart(fields);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${DOCS}/upload/doc`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, json: response.json() };
}

async function download(ctx: ServerTestContext, token: string, docId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${DOCS}/download?docId=${docId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
}

/** Bytes no text encoding would keep intact. */
const CONTENT = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37 + 11) % 256);
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('documents', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let alphaId: string;
  let clientId: string;

  beforeAll(async () => {
    [staff, alpha, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
    ]);
    alphaId = jwtPayload(alpha).acc as string;
    const client = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('accountType', '=', 'CUSTOMER')
      .where('agencyId', '=', alphaId)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    clientId = String(client.id);
  });

  it("Alpha's upload is downloaded with the same bytes by Alpha and staff, and is 404 for Beta", async () => {
    const { status, json } = await upload(ctx, alpha, {
      file: { name: 'loss-run.pdf', content: CONTENT },
      docName: 'Loss run 2025',
      docType: 'LOSS_RUN',
      accountId: clientId,
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      docName: 'Loss run 2025',
      docType: 'LOSS_RUN',
      accountId: clientId,
      agencyId: alphaId,
      fileName: 'loss-run.pdf',
      size: CONTENT.length,
    });

    for (const token of [alpha, staff]) {
      const got = await download(ctx, token, json.docId);
      expect(got.status).toBe(200);
      expect(Buffer.compare(got.bytes, Buffer.from(CONTENT))).toBe(0);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toBe('attachment; filename="loss-run.pdf"');
    }
    const refused = await download(ctx, beta, json.docId);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString()).detail).toBe(
      'An error occurred finding the document. Please try again',
    );

    const alphaList = await ctx.request('GET', `${DOCS}/search/${clientId}`, { token: alpha });
    expect(alphaList.json.content.map((doc: { docId: string }) => doc.docId)).toContain(json.docId);
    const betaList = await ctx.request('GET', `${DOCS}/search/${clientId}`, { token: beta });
    expect(betaList.status).toBe(200);
    expect(betaList.json.totalElements).toBe(0);
    expect((await ctx.request('GET', `${DOCS}/search?agencyId=${alphaId}`, { token: beta })).json.totalElements).toBe(
      0,
    );
    expect((await ctx.request('DELETE', `${DOCS}?docId=${json.docId}`, { token: beta })).status).toBe(404);
  });

  it('requires the file name and the document type, naming the field', async () => {
    const file = { name: 'a.pdf', content: CONTENT };
    const noType = await upload(ctx, alpha, { file, docName: 'Application', accountId: clientId });
    expect(noType.status).toBe(400);
    expect(fields(noType.json)).toEqual(['docType']);
    expect(noType.json.errors[0].detail).toBe('Document Type is a required field');
    const noName = await upload(ctx, alpha, { file, docName: ' ', docType: 'APPLICATION', accountId: clientId });
    expect(fields(noName.json)).toEqual(['docName']);
    expect(noName.json.errors[0].detail).toBe('File Name is a required field');
    const noFile = await upload(ctx, alpha, { docName: 'x', docType: 'APPLICATION', accountId: clientId });
    expect(fields(noFile.json)).toEqual(['file']);
    const unknownType = await upload(ctx, alpha, { file, docName: 'x', docType: 'RECIPE', accountId: clientId });
    expect(fields(unknownType.json)).toEqual(['docType']);
    const otherAgency = await upload(ctx, beta, { file, docName: 'x', docType: 'OTHER', accountId: clientId });
    expect(fields(otherAgency.json)).toEqual(['accountId']);
    const types = await ctx.request('GET', `${DOCS}/docTypes`, { token: alpha });
    expect(types.json.map((type: { value: string }) => type.value)).toContain('LOSS_RUN');
  });

  it('a staff upload without an agency is for staff only until staff give it one; update and delete', async () => {
    const { json } = await upload(ctx, staff, {
      file: { name: 'notes.txt', content: CONTENT },
      docName: 'Internal notes',
      docType: 'OTHER',
      accountId: clientId,
    });
    expect(json.agencyId).toBeNull();
    expect((await download(ctx, staff, json.docId)).status).toBe(200);
    expect((await download(ctx, alpha, json.docId)).status).toBe(404);

    const shared = await ctx.request('PUT', `${DOCS}/update`, {
      token: staff,
      body: { docId: json.docId, agencyId: alphaId, docName: 'Shared notes' },
    });
    expect(shared.status).toBe(200);
    expect(shared.json).toMatchObject({ agencyId: alphaId, docName: 'Shared notes' });
    expect((await download(ctx, alpha, json.docId)).status).toBe(200);

    const renamed = await ctx.request('PUT', `${DOCS}/update`, {
      token: alpha,
      body: { docId: json.docId, docType: '' },
    });
    expect(fields(renamed.json)).toEqual(['docType']);

    const deleted = await ctx.request('DELETE', `${DOCS}/${json.docId}`, { token: alpha });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Deleted the document successfully');
    expect((await download(ctx, staff, json.docId)).status).toBe(404);
  });

  it("upload, change and delete are written to the client account's history (no revert offered: not an update)", async () => {
    const history = async () =>
      (
        (await ctx.request('GET', `/api/account/v1/account/${clientId}/history`, { token: alpha })).json as {
          action: string;
          actorEmail: string;
          changes: { field: string; before: unknown; after: unknown }[];
        }[]
      ).filter((entry) => entry.action.startsWith('document'));
    const before = (await history()).length;
    const { json } = await upload(ctx, alpha, {
      file: { name: 'binder.pdf', content: CONTENT },
      docName: 'Binder',
      docType: 'BINDER',
      accountId: clientId,
    });
    await upload(ctx, alpha, {
      file: { name: 'refused.pdf', content: CONTENT },
      docName: 'Refused',
      accountId: clientId,
    });
    await ctx.request('PUT', `${DOCS}/update`, { token: alpha, body: { docId: json.docId, docName: 'Signed binder' } });
    await ctx.request('DELETE', `${DOCS}/${json.docId}`, { token: alpha });
    const entries = (await history()).slice(0, (await history()).length - before);
    expect(entries.map((entry) => entry.action)).toEqual(['documentDeleted', 'documentUpdated', 'documentUploaded']);
    expect(new Set(entries.map((entry) => entry.actorEmail))).toEqual(new Set([DEMO.alphaAdmin]));
    expect(entries[2].changes).toEqual([
      { field: 'documentId', before: null, after: json.docId },
      { field: 'docName', before: null, after: 'Binder' },
      { field: 'docType', before: null, after: 'BINDER' },
    ]);
    expect(entries[1].changes).toContainEqual({ field: 'docName', before: 'Binder', after: 'Signed binder' });
    expect(entries[0].changes).toContainEqual({ field: 'docName', before: 'Signed binder', after: null });
  });
});
