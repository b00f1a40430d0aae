/**
 * The e-signature provider adapter: what the quote lifecycle needs from a provider that has a policyholder sign
 * the application, and all it knows of it. The built-in sandbox (./sandbox) implements it; a real provider
 * (a DocuSign- or Adobe Sign-style service) implements it in its own file and is named in `activeProvider.ts`.
 *
 * The flow it serves (docs/features/quotes-and-rating.md "E-signature through a provider"):
 *  1. `requestSignature` — the agency's sign request (`POST /api/quote/v1/action/send-sign-request/{id}`) sends the
 *     application PDF and the signer; the provider answers an envelope id and the signer's signing URL.
 *  2. The policyholder signs on the provider's own page (the signing URL), outside the console.
 *  3. The provider POSTs the envelope's outcome (signed or declined) to the platform's callback path
 *     (`POST /api/quote/v1/esign/callback`); `readCallback` authenticates that call (its signature over the body)
 *     and reads it.
 *  4. `signedDocument` fetches the signed PDF of a signed envelope, which is stored in the client's documents.
 */

/** What a sign request sends the provider. */
export interface SignatureRequest {
  /** Our reference of the envelope (the quote id): the provider returns it on the callback. */
  reference: string;
  /** The document's title as the signer sees it. */
  title: string;
  fileName: string;
  /** The unsigned PDF. */
  document: Uint8Array;
  signer: { name: string; email: string };
  /** Where the provider sends the signer once the envelope is signed (the console's /application-signed page). */
  returnUrl: string;
}

/** The provider's envelope for a request: its id and where the signer signs. */
export interface Envelope {
  provider: string;
  envelopeId: string;
  signingUrl: string;
}

/** A callback the provider made, authenticated: the envelope's outcome. */
export interface EnvelopeReport {
  envelopeId: string;
  /** Our reference (the quote id) as given with the request. */
  reference: string;
  status: 'signed' | 'declined';
  /** The name the signer signed with, when signed. */
  signedBy?: string;
  /** The signer's e-mail as the provider knows it. */
  signerEmail: string;
  /** When the signer signed or declined (ISO timestamp). */
  at: string;
  /** The signer's reason, when declined. */
  reason?: string;
}

/** How the provider's callback reaches the platform: an HTTP POST of `body` with `headers`. */
export type EnvelopeCallbackDelivery = (
  body: Record<string, unknown>,
  headers: Record<string, string>,
) => Promise<void>;

export interface SignatureProvider {
  /** The provider's name, kept with the envelope on the quote. */
  readonly name: string;
  requestSignature(request: SignatureRequest): Promise<Envelope>;
  /** Authenticates and reads a callback; undefined when it is not the provider's (bad signature, bad body). */
  readCallback(headers: Record<string, string | string[] | undefined>, body: unknown): EnvelopeReport | undefined;
  /** The signed PDF of a signed envelope; undefined when the envelope is unknown or not signed. */
  signedDocument(envelopeId: string): Promise<Uint8Array | undefined>;
  /**
   * A provider that calls back by itself (the sandbox) is given the way to reach the callback route once the server
   * is up; a real one is configured with the callback URL at the provider instead.
   */
  attach?(deliver: EnvelopeCallbackDelivery): void;
}
