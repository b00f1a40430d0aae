/**
 * The payout provider commissions are paid through: PAYOUT_PROVIDER names it (default `sandbox`, the local test-mode
 * implementation). A real provider plugs in by implementing PayoutProvider (payoutProvider.ts) in its own file and
 * adding its name here. An unknown name stops the server at start.
 */
import type { PayoutProvider } from './payoutProvider';
import { SandboxPayouts } from './sandboxPayouts';

const PROVIDERS: Readonly<Record<string, () => PayoutProvider>> = {
  sandbox: () => new SandboxPayouts(),
};

export function createPayoutProvider(name: string = process.env.PAYOUT_PROVIDER || 'sandbox'): PayoutProvider {
  const make = PROVIDERS[name.toLowerCase()];
  if (!make) throw new Error(`PAYOUT_PROVIDER must be one of ${Object.keys(PROVIDERS).join(', ')}, got "${name}"`);
  return make();
}
