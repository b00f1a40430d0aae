/**
 * The policyholder signs the application (resources/quotes/lifecycle/signApplication.ts): after the
 * agency's sign request, the policyholder of the quote's account signs its own quote once (SIGNED, the signature
 * kept, history with the actor); another account's policyholder gets 404, an agent 403, a second signature 409,
 * a blank name 400 naming `signature`; no request, no signing (409).
 */
import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const sign = (id: string) => `${QUOTES}/action/sign-application/${id}`;
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);
const OWNER_CONTACT = { customerFirstName: 'Olivia', customerLastName: 'Owner', customerEmail: DEMO.owner };

forEachDatabase('quote application signing', (ctx) => {
  let alpha: string;
  let agent: string;
  let owner: string;
  let customerId: string;
  let otherClientId: string;

  /** A READY quote of `accountId` with the policyholder on it, made by the agency. */
  const quoteOf = async (accountId: string) => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId, product: 'P100', effectiveDate: '2031-02-01', endDate: '2032-02-01', ...OWNER_CONTACT },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.status).toBe('READY');
    return created.json.id as string;
  };
  const requestSignature = async (id: string) => {
    const sent = await ctx.request('POST', `${QUOTES}/action/send-sign-request/${id}`, { token: alpha, body: {} });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  };

  beforeAll(async () => {
    [alpha, agent, owner] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.owner),
    ]);
    customerId = (
      await ctx.db.selectFrom('accounts').select('id').where('name', '=', 'Customer Demo Co').executeTakeFirstOrThrow()
    ).id;
    const alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    otherClientId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('name', '!=', 'Customer Demo Co')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('the policyholder signs its own quote once: SIGNED, the typed name and who and when kept, history with the actor', async () => {
    const id = await quoteOf(customerId);
    expect(
      (await ctx.request('POST', sign(id), { token: owner, body: { signature: 'Olivia Owner', agreed: true } })).status,
    ).toBe(409);
    await requestSignature(id);

    const page = await ctx.request('GET', `${QUOTES}/${id}/application`, { token: owner });
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      companyName: 'Customer Demo Co',
      product: 'P100',
      status: 'READY',
      applicationSignature: null,
      signRequest: { by: DEMO.alphaAdmin },
    });
    expect(page.json.quoteNumber).toMatch(/\S/);
    const signed = await ctx.request('POST', sign(id), {
      token: owner,
      body: { signature: '  Olivia   Owner ', agreed: true, version: page.json.version },
    });
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    expect(signed.json.status).toBe('SIGNED');
    expect(signed.json.details.applicationSignature).toMatchObject({
      signature: 'Olivia Owner',
      agreed: true,
      by: DEMO.owner,
      requestedBy: DEMO.alphaAdmin,
    });
    expect(Date.now() - Date.parse(signed.json.details.applicationSignature.on)).toBeLessThan(60_000);
    expect(Object.keys(signed.json.details.applicationSignature)).not.toContain('ip');

    const history = await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha });
    expect(history.json[0]).toMatchObject({
      action: 'sign-application',
      actorEmail: DEMO.owner,
      impersonatorUserId: null,
    });
    expect(history.json[0].changes).toContainEqual({ field: 'status', before: 'READY', after: 'SIGNED' });

    const again = await ctx.request('POST', sign(id), {
      token: owner,
      body: { signature: 'Olivia Owner', agreed: true },
    });
    expect(again.status).toBe(409);
    expect(again.json.detail).toContain('already signed by Olivia Owner');
    // The agency binds the signed quote.
    expect((await ctx.request('POST', `${QUOTES}/uw/bind/${id}`, { token: alpha, body: {} })).json.status).toBe(
      'BOUND',
    );
  });

  it("after the agency's attest (SIGNED) the policyholder still signs the application, and the quote stays SIGNED", async () => {
    const id = await quoteOf(customerId);
    await requestSignature(id);
    expect(
      (await ctx.request('POST', `${QUOTES}/attest/${id}`, { token: alpha, body: { attested: true } })).json.status,
    ).toBe('SIGNED');
    const signed = await ctx.request('POST', sign(id), {
      token: owner,
      body: { signature: 'Olivia Owner', agreed: true },
    });
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    expect(signed.json.status).toBe('SIGNED');
    expect(signed.json.details.attestation).toMatchObject({ by: DEMO.alphaAdmin });
  });

  it("refuses: another account's quote 404, the agency's users 403, a blank name or no agreement 400 naming the field", async () => {
    const foreign = await quoteOf(otherClientId);
    await requestSignature(foreign);
    expect(
      (await ctx.request('POST', sign(foreign), { token: owner, body: { signature: 'Olivia Owner', agreed: true } }))
        .status,
    ).toBe(404);
    expect((await ctx.request('GET', `${QUOTES}/${foreign}/application`, { token: owner })).status).toBe(404);

    const id = await quoteOf(customerId);
    await requestSignature(id);
    for (const token of [agent, alpha]) {
      expect(
        (await ctx.request('POST', sign(id), { token, body: { signature: 'Alex Agent', agreed: true } })).status,
      ).toBe(403);
    }
    const blank = await ctx.request('POST', sign(id), { token: owner, body: { signature: '   ', agreed: true } });
    expect(blank.status).toBe(400);
    expect(fields(blank.json)).toEqual(['signature']);
    expect(blank.json.errors[0].detail).toBe('Please type your full name to sign');
    const unticked = await ctx.request('POST', sign(id), {
      token: owner,
      body: { signature: 'Olivia Owner', agreed: false },
    });
    expect(unticked.status).toBe(400);
    expect(fields(unticked.json)).toEqual(['agreed']);
    expect((await ctx.request('GET', `${QUOTES}/${id}`, { token: owner })).json.status).toBe('READY');
  });
});
