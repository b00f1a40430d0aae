import { SandboxPayouts } from './sandboxPayouts';
import { createPayoutProvider } from './activePayouts';

const account = (number: string) => ({
  agencyId: 'a',
  routing: '021000021',
  account: number,
  accountName: 'Alpha',
  accountType: 'CHECKING',
});

describe('the sandbox payout provider', () => {
  const sandbox = new SandboxPayouts();

  it('keeps only a token naming the last four digits, and sends payouts to it', async () => {
    const { accountToken } = await sandbox.registerAccount(account('000123456789'));
    expect(accountToken).toMatch(/^ba_sandbox_6789_[0-9a-f]{12}$/);
    expect(accountToken).not.toContain('000123456789');
    const sent = await sandbox.send({ accountToken, amount: 120.5, currency: 'USD', reference: 'October' });
    expect(sent.status).toBe('SENT');
    expect(sent.payoutId).toMatch(/^po_sandbox_/);
  });

  it('fails payouts to its test accounts as a provider returns them', async () => {
    const closed = await sandbox.registerAccount(account('99990002'));
    expect(await sandbox.send({ ...closed, amount: 1, currency: 'USD', reference: 'x' })).toEqual({
      status: 'FAILED',
      failure: 'R02 Account closed',
    });
    expect((await sandbox.send({ accountToken: 'tok_other', amount: 1, currency: 'USD', reference: 'x' })).status).toBe(
      'FAILED',
    );
  });

  it('is chosen by name; an unknown provider stops the server', () => {
    expect(createPayoutProvider('sandbox').name).toBe('sandbox');
    expect(() => createPayoutProvider('nowhere')).toThrow(/PAYOUT_PROVIDER must be one of sandbox/);
  });
});
