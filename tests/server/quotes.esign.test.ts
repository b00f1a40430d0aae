/**
 * The application signed through the e-signature provider (resources/quotes/esign, the sandbox provider): the
 * agency's sign request makes the application PDF and an envelope; binding is refused until the application is
 * signed; the signer signs on the sandbox's own page, the sandbox calls the platform back over its signed callback,
 * and the quote is SIGNED once (history with the signer) with the signed PDF in the client's documents. A callback
 * without the provider's signature is 403; a repeated one changes nothing; a declined envelope keeps the quote
 * unsigned.
 */
import { createHmac } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { DEMO, forEachDatabase } from './support/databases';

const SECRET = 'esign-sandbox-test-secret';
process.env.ESIGN_SANDBOX_SECRET = SECRET;

const QUOTES = '/api/quote/v1';
const CALLBACK = `${QUOTES}/esign/callback`;
const OWNER_CONTACT = { customerFirstName: 'Olivia', customerLastName: 'Owner', customerEmail: DEMO.owner };
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

/** The sandbox's signature over a callback body (the same text its callbacks sign). */
const signed = (body: Record<string, unknown>) =>
  createHmac('sha256', SECRET)
    .update(
      [
        body.envelopeId,
        body.reference,
        body.status,
        body.signedBy ?? '',
        body.signerEmail,
        body.at,
        body.reason ?? '',
      ].join('|'),
    )
    .digest('base64url');

/** Every text a PDF draws, from its (deflated or plain) content streams, as the hex strings pdf-lib writes. */
function pdfShows(bytes: Buffer, text: string): boolean {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  const source = bytes.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const raw = Buffer.from(m[1], 'latin1');
    try {
      return inflateSync(raw).toString('latin1');
    } catch {
      return raw.toString('latin1');
    }
  });
  return streams.some((stream) => stream.toUpperCase().includes(hex) || stream.includes(text));
}

forEachDatabase('quote application e-signature', (ctx) => {
  let alpha: string;
  let owner: string;
  let customerId: string;

  const quote = async () => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: {
        accountId: customerId,
        product: 'P100',
        effectiveDate: '2031-02-01',
        endDate: '2032-02-01',
        ...OWNER_CONTACT,
      },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json.id as string;
  };
  const requestSignature = async (id: string) => {
    const sent = await ctx.request('POST', `${QUOTES}/action/send-sign-request/${id}`, { token: alpha, body: {} });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    return sent.json.details.signRequest as {
      link: string;
      envelope: { provider: string; envelopeId: string; signingUrl: string; status: string };
    };
  };
  const accessOf = (signingUrl: string) => new URL(signingUrl, 'http://x').searchParams.get('access')!;
  const envelopePath = (envelopeId: string, what: string) => `/api/esign-sandbox/v1/envelopes/${envelopeId}/${what}`;
  const bind = (id: string) => ctx.request('POST', `${QUOTES}/uw/bind/${id}`, { token: alpha, body: {} });
  const signedApplications = async () => {
    const found = await ctx.request(
      'GET',
      `/api/docs/v1/search?accountId=${customerId}&docType=SIGNED_APPLICATION&size=100`,
      {
        token: owner,
      },
    );
    expect(found.status).toBe(200);
    return found.json.content as { docId: string; docName: string; docType: string; fileName: string }[];
  };

  beforeAll(async () => {
    [alpha, owner] = await Promise.all([ctx.login(DEMO.alphaAdmin), ctx.login(DEMO.owner)]);
    customerId = (
      await ctx.db.selectFrom('accounts').select('id').where('name', '=', 'Customer Demo Co').executeTakeFirstOrThrow()
    ).id;
  });

  it('the sign request sends the application PDF to the provider; bind is refused until the signer signs on the sandbox page; then SIGNED once, the signed PDF in the documents, and bind', async () => {
    const id = await quote();
    const request = await requestSignature(id);
    expect(request.envelope).toMatchObject({ provider: 'sandbox', status: 'sent' });
    expect(request.envelope.signingUrl).toMatch(
      /^\/api\/esign-sandbox\/v1\/envelopes\/SBX-ENV-[0-9A-F]+\/sign\?access=/,
    );
    const { envelopeId, signingUrl } = request.envelope;

    // Not signed: READY does not bind; attested by the agency, it still waits for the signature.
    const early = await bind(id);
    expect(early.status).toBe(409);
    expect(early.json.detail).toContain('in status READY cannot be given the action bind');
    expect(
      (await ctx.request('POST', `${QUOTES}/attest/${id}`, { token: alpha, body: { attested: true } })).json.status,
    ).toBe('SIGNED');
    const attested = await bind(id);
    expect(attested.status).toBe(409);
    expect(attested.json.detail).toMatch(
      /^The application is not signed: the signing request sent on \d{4}-\d{2}-\d{2} is waiting for the signature of owner@customer\.demo\.test\. Bind once the policyholder has signed the application\.$/,
    );

    // The sandbox's page, outside the console, with no session; the document as sent is the application.
    const page = await ctx.request('GET', signingUrl);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    expect(page.text).toContain(envelopeId);
    expect(page.text).toContain('Olivia Owner');
    const unsignedPdf = await ctx.app.inject({
      method: 'GET',
      url: `${envelopePath(envelopeId, 'document')}?access=${accessOf(signingUrl)}`,
    });
    expect(unsignedPdf.statusCode).toBe(200);
    expect(pdfShows(unsignedPdf.rawPayload, 'Application')).toBe(true);
    expect(pdfShows(unsignedPdf.rawPayload, 'Customer Demo Co')).toBe(true);
    expect((await ctx.request('GET', `${envelopePath(envelopeId, 'sign')}?access=wrong`)).status).toBe(404);

    const blank = await ctx.request('POST', envelopePath(envelopeId, 'sign'), {
      body: { access: accessOf(signingUrl), name: '  ', agreed: false },
    });
    expect(blank.status).toBe(400);
    expect(fields(blank.json)).toEqual(['name', 'agreed']);

    const done = await ctx.request('POST', envelopePath(envelopeId, 'sign'), {
      body: { access: accessOf(signingUrl), name: 'Olivia  Owner', agreed: true },
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toMatchObject({ envelopeId, status: 'signed' });
    expect(done.json.returnUrl).toMatch(/\/application-signed$/);

    const after = (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;
    expect(after.status).toBe('SIGNED');
    expect(after.details.signRequest.envelope.status).toBe('signed');
    expect(after.details.applicationSignature).toMatchObject({
      signature: 'Olivia Owner',
      by: DEMO.owner,
      provider: 'sandbox',
      envelopeId,
      requestedBy: DEMO.alphaAdmin,
    });
    const history = (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json;
    expect(history[0]).toMatchObject({ action: 'sign-application', actorEmail: DEMO.owner });

    const documents = (await signedApplications()).filter(
      (d) => d.docId === after.details.applicationSignature.documentId,
    );
    expect(documents).toEqual([
      expect.objectContaining({ docName: 'customer-demo-co-signed-application.pdf', docType: 'SIGNED_APPLICATION' }),
    ]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/docs/v1/download?docId=${documents[0].docId}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfShows(download.rawPayload, 'Olivia Owner')).toBe(true);
    expect(pdfShows(download.rawPayload, `Envelope ID: ${envelopeId}`)).toBe(true);
    // The agency sees it in the client's documents too.
    const agencyView = await ctx.request('GET', `/api/docs/v1/search/${customerId}?size=200`, { token: alpha });
    expect((agencyView.json.content as { docId: string }[]).map((d) => d.docId)).toContain(documents[0].docId);

    // Signed once: the envelope is closed, a second signature on the page is refused.
    const again = await ctx.request('POST', envelopePath(envelopeId, 'sign'), {
      body: { access: accessOf(signingUrl), name: 'Olivia Owner', agreed: true },
    });
    expect(again.status).toBe(409);
    expect((await bind(id)).json.status).toBe('BOUND');
  });

  it('the callback: without the provider signature 403; the same callback again changes nothing; another envelope 409', async () => {
    const id = await quote();
    const { envelopeId, signingUrl } = (await requestSignature(id)).envelope;
    const body = {
      event: 'envelope.completed',
      envelopeId,
      reference: id,
      status: 'signed',
      signedBy: 'Mallory',
      signerEmail: DEMO.owner,
      at: new Date().toISOString(),
    };
    expect((await ctx.request('POST', CALLBACK, { body })).status).toBe(403);
    const forged = await ctx.request('POST', CALLBACK, { body, headers: { 'x-esign-signature': 'not-the-signature' } });
    expect(forged.status).toBe(403);
    expect(forged.json.detail).toBe('The callback is not signed by the e-signature provider.');
    const tampered = await ctx.request('POST', CALLBACK, {
      body: { ...body, signedBy: 'Someone Else' },
      headers: { 'x-esign-signature': signed(body) },
    });
    expect(tampered.status).toBe(403);
    expect((await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json.status).toBe('READY');

    // A well-signed callback for an envelope that is not the quote's current request.
    const other = { ...body, envelopeId: 'SBX-ENV-0000000000000000' };
    const wrong = await ctx.request('POST', CALLBACK, { body: other, headers: { 'x-esign-signature': signed(other) } });
    expect(wrong.status).toBe(409);

    // Signed on the page; the provider's callback sent again is answered, and applied no second time.
    expect(
      (
        await ctx.request('POST', envelopePath(envelopeId, 'sign'), {
          body: { access: accessOf(signingUrl), name: 'Olivia Owner', agreed: true },
        })
      ).status,
    ).toBe(200);
    const stored = (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;
    const replay = {
      event: 'envelope.completed',
      envelopeId,
      reference: id,
      status: 'signed',
      signedBy: 'Olivia Owner',
      signerEmail: DEMO.owner,
      at: stored.details.applicationSignature.on,
    };
    const repeated = await ctx.request('POST', CALLBACK, {
      body: replay,
      headers: { 'x-esign-signature': signed(replay) },
    });
    expect(repeated.status, JSON.stringify(repeated.json)).toBe(200);
    expect(repeated.json).toMatchObject({ envelopeId, quoteId: id, status: 'SIGNED', applied: false });
    const now = (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;
    expect(now.version).toBe(stored.version);
    const history = (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json as {
      action: string;
    }[];
    expect(history.filter((entry) => entry.action === 'sign-application')).toHaveLength(1);
    const documents = (await signedApplications()).filter(
      (d) => d.docId === now.details.applicationSignature.documentId,
    );
    expect(documents).toHaveLength(1);
  });

  it('a declined envelope keeps the application unsigned: the quote stays READY and bind after an attest is refused', async () => {
    const id = await quote();
    const { envelopeId, signingUrl } = (await requestSignature(id)).envelope;
    const declined = await ctx.request('POST', envelopePath(envelopeId, 'decline'), {
      body: { access: accessOf(signingUrl), reason: 'Not the right limits' },
    });
    expect(declined.status, JSON.stringify(declined.json)).toBe(200);
    const after = (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;
    expect(after.status).toBe('READY');
    expect(after.details.signRequest.envelope).toMatchObject({ status: 'declined', reason: 'Not the right limits' });
    expect(after.details.applicationSignature).toBeUndefined();
    const history = (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json;
    expect(history[0]).toMatchObject({ action: 'decline-signature', actorEmail: DEMO.owner });
    await ctx.request('POST', `${QUOTES}/attest/${id}`, { token: alpha, body: { attested: true } });
    const refused = await bind(id);
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toContain('was declined by owner@customer.demo.test');
    // The agency sends a new request (from SIGNED too, the application being unsigned): a new envelope, out again.
    const renewed = await requestSignature(id);
    expect(renewed.envelope.envelopeId).not.toBe(envelopeId);
    expect(renewed.envelope.status).toBe('sent');
    expect((await bind(id)).json.detail).toContain('is waiting for the signature of owner@customer.demo.test');
    // The machine publishes the provider's transitions, without a path of their own.
    const machine = (await ctx.request('GET', `${QUOTES}/statuses`, { token: alpha })).json;
    expect(machine.providerActions.map((a: { action: string; path: null }) => [a.action, a.path])).toEqual([
      ['sign-application', null],
      ['decline-signature', null],
    ]);
  });

  it("a new request replaces an unsigned envelope: signing the older one is not taken by the platform (the sandbox's 502), the quote stays unsigned", async () => {
    const id = await quote();
    const older = (await requestSignature(id)).envelope;
    const newer = (await requestSignature(id)).envelope;
    expect(newer.envelopeId).not.toBe(older.envelopeId);
    const stale = await ctx.request('POST', envelopePath(older.envelopeId, 'sign'), {
      body: { access: accessOf(older.signingUrl), name: 'Olivia Owner', agreed: true },
    });
    expect(stale.status).toBe(502);
    expect(stale.json.detail).toBe(
      "The envelope is signed, but the platform did not accept the provider's callback. Please contact your agent.",
    );
    const after = (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;
    expect(after.status).toBe('READY');
    expect(after.details.applicationSignature).toBeUndefined();
    expect(after.details.signRequest.envelope).toMatchObject({ envelopeId: newer.envelopeId, status: 'sent' });
  });
});
