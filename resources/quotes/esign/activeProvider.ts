/**
 * The e-signature provider the server sends sign requests through: ESIGN_PROVIDER names it (default `sandbox`).
 * A real provider plugs in by implementing SignatureProvider (signatureProvider.ts) in its own file and adding its
 * name here (docs/features/quotes-and-rating.md "E-signature through a provider"). An unknown name stops the server at start.
 */
import { SandboxSignatureProvider } from './sandbox/sandboxProvider';
import type { SignatureProvider } from './signatureProvider';

const PROVIDERS: Readonly<Record<string, () => SignatureProvider>> = {
  sandbox: () => new SandboxSignatureProvider(),
};

export function createSignatureProvider(name: string = process.env.ESIGN_PROVIDER || 'sandbox'): SignatureProvider {
  const make = PROVIDERS[name.toLowerCase()];
  if (!make) throw new Error(`ESIGN_PROVIDER must be one of ${Object.keys(PROVIDERS).join(', ')}, got "${name}"`);
  return make();
}
