/**
 * The e-signature provider of each server: one per server (routes.ts makes it when the quotes' routes are
 * registered), found by the quotes store the server's actions run with, so the sign request's effect uses its own
 * server's provider, and the console address the signer returns to after signing.
 */
import type { SignatureProvider } from './signatureProvider';

export interface AttachedProvider {
  provider: SignatureProvider;
  /** Where the provider sends the signer after signing: the console's /application-signed page (spec 000 §2.1). */
  returnUrl: string;
}

const providers = new WeakMap<object, AttachedProvider>();

export const attachProvider = (quotesStore: object, attached: AttachedProvider) => providers.set(quotesStore, attached);

export function providerOf(quotesStore: object): AttachedProvider {
  const attached = providers.get(quotesStore);
  if (!attached) throw new Error('No e-signature provider is attached to this server');
  return attached;
}
