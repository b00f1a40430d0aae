/**
 * The processor the server charges through: PAYMENT_PROCESSOR names it (default `sandbox`). A real processor
 * plugs in by implementing PaymentProcessor (paymentProcessor.ts) in its own file and adding its name here
 * (docs/features/policies-and-money.md "Payments": how to plug a real processor in). An unknown name stops the server at start.
 */
import { SandboxProcessor } from '../sandbox/sandboxProcessor';
import type { PaymentProcessor } from './paymentProcessor';

const PROCESSORS: Readonly<Record<string, () => PaymentProcessor>> = {
  sandbox: () => new SandboxProcessor(),
};

export function createProcessor(name: string = process.env.PAYMENT_PROCESSOR || 'sandbox'): PaymentProcessor {
  const make = PROCESSORS[name.toLowerCase()];
  if (!make) throw new Error(`PAYMENT_PROCESSOR must be one of ${Object.keys(PROCESSORS).join(', ')}, got "${name}"`);
  return make();
}
