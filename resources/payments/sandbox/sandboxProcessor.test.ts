import { ProcessorRefusal } from '../processor/paymentProcessor';
import { SandboxProcessor, SIGNATURE_HEADER, settlementText } from './sandboxProcessor';
import { testBankAccount, testCard } from './testInstruments';

const POLICY = '5d0c7f0e-5a43-4c8e-9a3f-0b8f0e0d0a01';

describe('the sandbox processor', () => {
  it('knows only the documented test numbers, with or without spaces', () => {
    expect(testCard('4242 4242 4242 4242')?.outcome).toBe('approve');
    expect(testCard('4000-0000-0000-0002')?.outcome).toBe('decline');
    expect(testCard('4111111111111111')).toBeUndefined();
    expect(testBankAccount('110000000', '000111111116')?.outcome).toBe('settle-failed');
    expect(testBankAccount('021000021', '000123456789')).toBeUndefined();
  });

  it("charges a token of its own for the session's policy, up to the session's amount; a token carries no number", async () => {
    const sandbox = new SandboxProcessor();
    const { key } = await sandbox.openSession({ policyId: POLICY, policyNumber: 'P-1', amount: 100 });
    const token = sandbox.token({ kind: 'card', outcome: 'approve', lastFour: '4242', cardType: 'Visa' });
    const payload = JSON.parse(Buffer.from(token.split('.')[0].slice('sbx_tok_'.length), 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['cardType', 'exp', 'kind', 'lastFour', 'outcome']);
    expect(
      await sandbox.charge({ sessionKey: key, token, amount: 100, policyId: POLICY, reference: 'INV-P-1' }),
    ).toMatchObject({ status: 'Paid', lastFour: '4242', paymentMethod: 'Credit Card' });

    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => (error instanceof ProcessorRefusal ? error.field : 'other'),
      );
    expect(
      await refusal(sandbox.charge({ sessionKey: key, token, amount: 100.01, policyId: POLICY, reference: 'x' })),
    ).toBe('amount');
    expect(
      await refusal(sandbox.charge({ sessionKey: key, token, amount: 1, policyId: 'another', reference: 'x' })),
    ).toBe('sessionKey');
    const [body, mac] = token.split('.');
    const forged = `${body.slice(0, -2)}AA.${mac}`;
    expect(
      await refusal(sandbox.charge({ sessionKey: key, token: forged, amount: 1, policyId: POLICY, reference: 'x' })),
    ).toBe('token');
    const otherSandbox = new SandboxProcessor();
    expect(
      await refusal(otherSandbox.charge({ sessionKey: key, token, amount: 1, policyId: POLICY, reference: 'x' })),
    ).toBe('sessionKey');
  });

  it('settles a pending charge by a signed callback; an unsigned or altered one is not read', async () => {
    process.env.PAYMENT_SANDBOX_SETTLE_MS = '0';
    const sandbox = new SandboxProcessor();
    const delivered: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
    sandbox.attach(async (body, headers) => void delivered.push({ body, headers }));
    const { key } = await sandbox.openSession({ policyId: POLICY, policyNumber: 'P-1', amount: 50 });
    const token = sandbox.token({
      kind: 'bank',
      outcome: 'settle-failed',
      lastFour: '1116',
      bankName: 'Sandbox Test Bank',
      failure: 'R01 Insufficient Funds',
    });
    const charged = await sandbox.charge({ sessionKey: key, token, amount: 50, policyId: POLICY, reference: 'x' });
    expect(charged.status).toBe('In Process');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(delivered).toHaveLength(1);
    const [{ body, headers }] = delivered;
    expect(sandbox.readSettlement(headers, body)).toEqual({
      transactionId: charged.transactionId,
      status: 'Failed',
      failure: 'R01 Insufficient Funds',
    });
    expect(sandbox.readSettlement({}, body)).toBeUndefined();
    expect(sandbox.readSettlement(headers, { ...body, status: 'Paid' })).toBeUndefined();
    expect(
      sandbox.readSettlement(
        { [SIGNATURE_HEADER]: sandbox.signer.mac(settlementText({ ...body, status: 'Paid' })) },
        { ...body, status: 'Paid' },
      )?.status,
    ).toBe('Paid');
    delete process.env.PAYMENT_SANDBOX_SETTLE_MS;
  });

  it('refuses a token it was told to forget (a deleted saved method); other tokens still charge', async () => {
    const sandbox = new SandboxProcessor();
    const { key } = await sandbox.openSession({ policyId: POLICY, policyNumber: 'P-1', amount: 100 });
    const saved = sandbox.token({ kind: 'card', outcome: 'approve', lastFour: '4242', cardType: 'Visa' }, true);
    const other = sandbox.token({ kind: 'card', outcome: 'approve', lastFour: '4444', cardType: 'Mastercard' }, true);
    await sandbox.forget(saved);
    const charge = (token: string) =>
      sandbox.charge({ sessionKey: key, token, amount: 1, policyId: POLICY, reference: 'INV-P-1' });
    await expect(charge(saved)).rejects.toMatchObject({ field: 'token' });
    expect((await charge(other)).status).toBe('Paid');
  });
});
