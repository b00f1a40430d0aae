/**
 * The certificate of insurance by e-mail on both databases: the certificate holder's validation texts of
 * spec 001 §5, the recipient required, the message in the outbox naming the policy, the insured, the holder and the
 * additional insured; another agency's policy is 404.
 */
import { DEMO, forEachDatabase } from './support/databases';

const POLICIES = '/api/policy/v1';
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

forEachDatabase('policy certificate e-mail', (ctx) => {
  it('sends the certificate with its holder and additional insured to the address given, after checking the holder', async () => {
    const alpha = await ctx.login(DEMO.alphaAdmin);
    const policy = (await ctx.request('GET', `${POLICIES}/search?f[status][in]=IN FORCE&size=1`, { token: alpha })).json
      .content[0];
    const url = `${POLICIES}/certificate/${policy.product}/email`;

    const blank = await ctx.request('POST', url, {
      token: alpha,
      body: { policyId: policy.id, organizationName: ' ', address1: '', city: '', zip: '21202' },
    });
    expect(blank.status).toBe(400);
    const details = Object.fromEntries(
      blank.json.errors.map((e: { field: string; detail: string }) => [e.field, e.detail]),
    );
    expect(details).toMatchObject({
      organizationName: 'Please enter a Orginization.',
      address1: 'Please enter a Address ',
      city: 'Please enter a City ',
      state: 'Please select a State',
      email: 'Email is required',
    });
    const badEmail = await ctx.request('POST', url, {
      token: alpha,
      body: { policyId: policy.id, ...HOLDER, email: 'not-an-address' },
    });
    expect(badEmail.json.errors).toEqual([{ field: 'email', detail: 'Please enter a valid Email Address' }]);

    const sent = await ctx.request('POST', url, {
      token: alpha,
      body: { policyId: policy.id, ...HOLDER, additionalInsured: ADDITIONAL, email: 'certs@harbor.example.com' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(202);
    expect(sent.json.message).toBe('Policy certificate sent to certs@harbor.example.com');
    const message = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'certs@harbor.example.com')
      .executeTakeFirstOrThrow();
    expect(message.kind).toBe('POLICY_CERTIFICATE');
    expect(message.subject).toContain(policy.policyNumber);
    expect(message.body).toContain(`Policy number: ${policy.policyNumber}`);
    expect(message.body).toContain('Organization: Harbor Lending Partners');
    expect(message.body).toContain('Additional insured: Chesapeake Property Trust');
    expect(message.body).toContain('400 Pier Street, Baltimore, MD 21202');

    const beta = await ctx.login(DEMO.betaAdmin);
    expect(
      (
        await ctx.request('POST', url, {
          token: beta,
          body: { policyId: policy.id, ...HOLDER, email: 'x@example.com' },
        })
      ).status,
    ).toBe(404);
    const wrongProduct = await ctx.request('POST', `${POLICIES}/certificate/NOT_${policy.product}/email`, {
      token: alpha,
      body: { policyId: policy.id, ...HOLDER, email: 'x@example.com' },
    });
    expect(wrongProduct.status).toBe(400);
  });
});
