/**
 * The shared mailbox's further paths (spec 001 §7): ai-suggest (local rules), request tracking,
 * attachments (multipart upload, from a URL fetched by the server, list, download). Tenancy as the message:
 * Beta gets 404 on an Alpha thread on every path. Files go to a folder of the test's own (FILES_DIR).
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO, forEachDatabase } from './support/databases';

const SECRET = 'test-gateway-secret';
process.env.MAIL_GATEWAY_SECRET = SECRET;
process.env.FILES_DIR = mkdtempSync(path.join(os.tmpdir(), 'mailbox-test-'));
delete process.env.MAILBOX_FETCH_ALLOW;

const MAIL = '/api/docmessage/v1';
const fields = (json: { errors?: { field: string; detail?: string }[] }) => (json.errors ?? []).map((e) => e.field);
const details = (json: { errors?: { field: string; detail?: string }[] }) => (json.errors ?? []).map((e) => e.detail);

/** A local web server the attachment-from-url path fetches from. */
let files: Server;
let filesUrl: string;
const PDF = Buffer.from('%PDF-1.4 quote summary');
beforeAll(async () => {
  files = createServer((request, response) => {
    if (request.url === '/quote.pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    if (request.url === '/download?id=7')
      return response.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n1,2\n');
    if (request.url === '/tool.exe')
      return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end('MZ');
    if (request.url === '/big.pdf')
      return response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.alloc(11 * 1024 * 1024));
    if (request.url === '/moved') return response.writeHead(302, { location: '/quote.pdf' }).end();
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => files.close(() => resolve())));

forEachDatabase('mailbox extras', (ctx) => {
  let staff: string;
  let agent: string;
  let beta: string;
  let alphaId: string;
  let agentId: string;
  let root: Record<string, any>;

  const multipart = async (name: string, content: string | Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([content as BlobPart]), name);
    const request = new Request('http://test.invalid/', { method: 'POST', body: form });
    return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
  };
  const upload = async (token: string, msgId: string, name: string, content: string | Uint8Array) => {
    const { payload, contentType } = await multipart(name, content);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${MAIL}/message/${msgId}/attachment`,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    return { status: response.statusCode, json: response.json() };
  };
  const download = (token: string, msgId: string, id: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${MAIL}/message/${msgId}/attachment/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    [staff, agent, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.betaAdmin),
    ]);
    alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    agentId = (
      await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.alphaAgent).executeTakeFirstOrThrow()
    ).id;
    root = (
      await ctx.request('POST', `${MAIL}/ingest`, {
        body: {
          fromAddress: 'jane@widget.example',
          subject: 'Renewal of the Widget Co policy',
          body: 'Can you renew our policy?\nThanks, Jane',
        },
        headers: { 'x-mail-gateway-secret': SECRET },
      })
    ).json;
  });

  it('ingest is closed (401) while MAIL_GATEWAY_SECRET is unset', async () => {
    delete process.env.MAIL_GATEWAY_SECRET;
    try {
      const closed = await ctx.request('POST', `${MAIL}/ingest`, {
        body: { fromAddress: 'a@example.test' },
        headers: { 'x-mail-gateway-secret': SECRET },
      });
      expect(closed.status).toBe(401);
      expect(JSON.stringify(closed.json)).toContain('Mail ingest is not configured.');
    } finally {
      process.env.MAIL_GATEWAY_SECRET = SECRET;
    }
  });

  it('request tracking: received, assigned, drafted, sent — with actors and times; Beta 404', async () => {
    await ctx.request('POST', `${MAIL}/message/assign`, {
      token: staff,
      body: { msgId: root.id, agencyId: alphaId, agentUserId: agentId },
    });
    const draft = (
      await ctx.request('POST', `${MAIL}/draft`, { token: agent, body: { replyToMsgId: root.id, body: 'On it.' } })
    ).json;
    await ctx.request('POST', `${MAIL}/send`, { token: agent, body: { msgId: draft.id } });
    const { status, json } = await ctx.request('GET', `${MAIL}/request-tracking/${draft.id}`, { token: agent });
    expect(status).toBe(200);
    expect(json.threadId).toBe(root.id);
    expect(json.status).toBe('SENT');
    expect(json.events.map((e: any) => [e.event, e.actor])).toEqual([
      ['RECEIVED', 'jane@widget.example'],
      ['ASSIGNED', DEMO.staff],
      ['DRAFTED', DEMO.alphaAgent],
      ['SENT', DEMO.alphaAgent],
    ]);
    expect(json.events[1].detail).toMatchObject({ agencyId: alphaId, agentUserId: agentId });
    expect(json.events.every((e: any) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect((await ctx.request('GET', `${MAIL}/request-tracking/${root.id}`, { token: beta })).status).toBe(404);
    expect(fields((await ctx.request('GET', `${MAIL}/request-tracking/not-an-id`, { token: staff })).json)).toEqual([
      'msgId',
    ]);
  });

  it('ai-suggest: a local, deterministic suggestion (category, agency, "Re: " reply draft); Beta 404', async () => {
    const first = await ctx.request('POST', `${MAIL}/ai-suggest/suggest`, { token: agent, body: { msgId: root.id } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      source: 'LOCAL',
      msgCategory: 'RENEWAL',
      agency: { agencyId: alphaId, agencyName: 'Alpha Insurance Agency', reason: 'CURRENT' },
      replyDraft: { subject: 'Re: Renewal of the Widget Co policy', toAddresses: ['jane@widget.example'] },
    });
    expect(first.json.note).toMatch(/no AI service/);
    expect(first.json.replyDraft.body).toContain('renewal');
    expect(first.json.replyDraft.body).toContain('Hello Jane,');
    expect(first.json.replyDraft.body).toContain('> Can you renew our policy?');
    const again = await ctx.request('POST', `${MAIL}/ai-suggest/suggest`, { token: agent, body: { msgId: root.id } });
    expect(again.json).toEqual(first.json);
    const loose = await ctx.request('POST', `${MAIL}/ai-suggest/suggest`, {
      token: staff,
      body: { subject: 'Claims question', body: 'We were hacked', fromAddress: 'x@y.example' },
    });
    expect(loose.json).toMatchObject({
      msgCategory: 'CLAIMS',
      agency: null,
      replyDraft: { subject: 'Re: Claims question', toAddresses: ['x@y.example'] },
    });
    expect(
      (await ctx.request('POST', `${MAIL}/ai-suggest/suggest`, { token: beta, body: { msgId: root.id } })).status,
    ).toBe(404);
    expect(fields((await ctx.request('POST', `${MAIL}/ai-suggest/suggest`, { token: staff, body: {} })).json)).toEqual([
      'msgId',
    ]);
  });

  it('attachments: upload (type and size limits), list, download; Beta 404; a sent message is final', async () => {
    const draft = (
      await ctx.request('POST', `${MAIL}/draft`, {
        token: agent,
        body: { replyToMsgId: root.id, body: 'Quote attached.' },
      })
    ).json;
    const added = await upload(agent, draft.id, 'quote.pdf', PDF);
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      messageId: draft.id,
      fileName: 'quote.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      sourceUrl: null,
    });
    const bad = await upload(agent, draft.id, 'tool.exe', 'MZ');
    expect([bad.status, fields(bad.json), details(bad.json)]).toEqual([
      400,
      ['file'],
      ['This file type is not allowed'],
    ]);
    const big = await upload(agent, draft.id, 'big.pdf', new Uint8Array(10 * 1024 * 1024 + 1));
    expect([big.status, fields(big.json)]).toEqual([400, ['file']]);
    expect((await upload(beta, draft.id, 'quote.pdf', PDF)).status).toBe(404);

    // The draft editor holds the message's version: attaching keeps it, and the history names the file.
    expect((await ctx.request('GET', `${MAIL}/${draft.id}`, { token: agent })).json.version).toBe(draft.version);
    const history = (await ctx.request('GET', `${MAIL}/${draft.id}/history`, { token: agent })).json;
    expect(history[0]).toMatchObject({
      action: 'attach',
      actorEmail: DEMO.alphaAgent,
      changes: [{ field: 'attachments', before: null, after: 'quote.pdf' }],
    });

    const listed = await ctx.request('GET', `${MAIL}/message/${draft.id}/attachments`, { token: staff });
    expect(listed.json.map((a: any) => a.fileName)).toEqual(['quote.pdf']);
    const file = await download(agent, draft.id, added.json.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await download(beta, draft.id, added.json.id)).statusCode).toBe(404);
    expect((await download(agent, root.id, added.json.id)).statusCode).toBe(404);
    expect((await ctx.request('GET', `${MAIL}/message/${draft.id}/attachments`, { token: beta })).status).toBe(404);

    await ctx.request('POST', `${MAIL}/send`, { token: agent, body: { msgId: draft.id } });
    expect((await upload(agent, draft.id, 'late.pdf', PDF)).status).toBe(409);
  });

  it('attachment from a URL: fetched by the server; loopback refused unless allowed; type, size and failures 400 on url', async () => {
    const fromUrl = (url: unknown, token = agent) =>
      ctx.request('POST', `${MAIL}/message/${root.id}/attachment-from-url`, { token, body: { url } });
    const refused = await fromUrl(`${filesUrl}/quote.pdf`);
    expect([refused.status, fields(refused.json), details(refused.json)]).toEqual([
      400,
      ['url'],
      ['This address cannot be fetched'],
    ]);
    for (const url of [
      'http://localhost:1/x.pdf',
      'http://10.0.0.1/x.pdf',
      'http://169.254.169.254/latest',
      'http://[::1]/x.pdf',
    ]) {
      expect(details((await fromUrl(url)).json)).toEqual(['This address cannot be fetched']);
    }
    expect(details((await fromUrl('ftp://example.com/x.pdf')).json)).toEqual([
      'Please enter a valid http or https URL',
    ]);
    expect(fields((await fromUrl(undefined)).json)).toEqual(['url']);

    process.env.MAILBOX_FETCH_ALLOW = '127.0.0.1';
    try {
      const fetched = await fromUrl(`${filesUrl}/quote.pdf`);
      expect(fetched.status).toBe(201);
      expect(fetched.json).toMatchObject({
        fileName: 'quote.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        sourceUrl: `${filesUrl}/quote.pdf`,
      });
      expect((await download(staff, root.id, fetched.json.id)).rawPayload.equals(PDF)).toBe(true);
      expect((await fromUrl(`${filesUrl}/moved`)).json.fileName).toBe('quote.pdf');
      expect((await fromUrl(`${filesUrl}/download?id=7`)).json).toMatchObject({
        fileName: 'download.csv',
        contentType: 'text/csv',
      });
      expect(details((await fromUrl(`${filesUrl}/tool.exe`)).json)).toEqual(['This file type is not allowed']);
      expect(details((await fromUrl(`${filesUrl}/big.pdf`)).json)).toEqual(['The file size is too big, 10MB max.']);
      expect(details((await fromUrl(`${filesUrl}/missing.pdf`)).json)).toEqual([
        'The file could not be fetched from this URL',
      ]);
      expect((await fromUrl(`${filesUrl}/quote.pdf`, beta)).status).toBe(404);
    } finally {
      delete process.env.MAILBOX_FETCH_ALLOW;
    }
  });
});
