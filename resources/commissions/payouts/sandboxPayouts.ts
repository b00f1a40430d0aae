/**
 * The sandbox payout provider — a local implementation that behaves like a payouts service in test mode, not a
 * real one: no money moves. Like a provider's test mode it answers by magic account numbers:
 *   - an account number ending 0002 is registered, but every payout to it fails "R02 Account closed";
 *   - an account number ending 0003 fails "R03 No account / unable to locate account";
 *   - any other account gets its payouts SENT, each with a fresh payout id (`po_sandbox_…`).
 * Its token carries the test account's last four digits (`ba_sandbox_<last4>_<random>`), so it keeps no state and
 * every instance of a cluster answers the same; a real provider's token is opaque.
 */
import { randomUUID } from 'node:crypto';
import type { PayoutAccount, PayoutProvider, PayoutRequest, PayoutResult } from './payoutProvider';

const FAILURES: Readonly<Record<string, string>> = {
  '0002': 'R02 Account closed',
  '0003': 'R03 No account / unable to locate account',
};
const TOKEN = /^ba_sandbox_(\d{4})_[0-9a-f]{12}$/;

export class SandboxPayouts implements PayoutProvider {
  readonly name = 'sandbox';

  async registerAccount(account: PayoutAccount): Promise<{ accountToken: string }> {
    return { accountToken: `ba_sandbox_${account.account.slice(-4)}_${randomUUID().replace(/-/g, '').slice(0, 12)}` };
  }

  async send(request: PayoutRequest): Promise<PayoutResult> {
    const last4 = TOKEN.exec(request.accountToken)?.[1];
    if (!last4) return { status: 'FAILED', failure: 'Unknown bank account token' };
    const failure = FAILURES[last4];
    if (failure) return { status: 'FAILED', failure };
    return { status: 'SENT', payoutId: `po_sandbox_${randomUUID()}` };
  }
}
