/**
 * The built-in e-signature sandbox: a local stand-in that behaves like a real provider in test mode
 * (docs/features/quotes-and-rating.md "E-signature through a provider"). It keeps its envelopes in this server's memory (a restart forgets
 * them, as a test-mode account may be reset), serves the signer's page on its own paths outside the console
 * (sandboxRoutes.ts), and when the signer signs or declines it calls the platform's callback path over HTTP,
 * signed with HMAC-SHA256 under ESIGN_SANDBOX_SECRET (or a random secret per process). A signed envelope's
 * document is the application PDF with the signature stamped on it (stamp.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  Envelope,
  EnvelopeCallbackDelivery,
  EnvelopeReport,
  SignatureProvider,
  SignatureRequest,
} from '../signatureProvider';
import { stampSignature } from './stamp';

export const SANDBOX_PROVIDER = 'sandbox';
export const ESIGN_SANDBOX_BASE = '/api/esign-sandbox/v1';
export const ESIGN_SIGNATURE_HEADER = 'x-esign-signature';

export type EnvelopeStatus = 'sent' | 'signed' | 'declined';

export interface SandboxEnvelope {
  envelopeId: string;
  reference: string;
  title: string;
  fileName: string;
  document: Uint8Array;
  signer: { name: string; email: string };
  returnUrl: string;
  status: EnvelopeStatus;
  at?: string;
  signedBy?: string;
  signed?: Uint8Array;
}

/** The text a callback's signature covers: every field the callback reports, in order. */
export const callbackText = (body: Record<string, unknown>) =>
  [
    body.envelopeId,
    body.reference,
    body.status,
    body.signedBy ?? '',
    body.signerEmail,
    body.at,
    body.reason ?? '',
  ].join('|');

/** What the signer's page refuses: an unknown or closed envelope, a bad access key; a callback the platform refused. */
export class EnvelopeRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 502,
    message: string,
  ) {
    super(message);
  }
}

export class SandboxSignatureProvider implements SignatureProvider {
  readonly name = SANDBOX_PROVIDER;
  private readonly secret: Buffer;
  private readonly envelopes = new Map<string, SandboxEnvelope>();
  private deliver: EnvelopeCallbackDelivery | undefined;

  constructor(secret: string | undefined = process.env.ESIGN_SANDBOX_SECRET) {
    this.secret = secret ? Buffer.from(secret) : randomBytes(32);
  }

  mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  private same(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  /** The signer's key of an envelope: the signing URL carries it, so only the link's holder opens the page. */
  accessKey(envelopeId: string): string {
    return this.mac(`access:${envelopeId}`).slice(0, 32);
  }

  async requestSignature(request: SignatureRequest): Promise<Envelope> {
    const envelopeId = `SBX-ENV-${randomBytes(8).toString('hex').toUpperCase()}`;
    this.envelopes.set(envelopeId, {
      envelopeId,
      reference: request.reference,
      title: request.title,
      fileName: request.fileName,
      document: request.document,
      signer: request.signer,
      returnUrl: request.returnUrl,
      status: 'sent',
    });
    return {
      provider: this.name,
      envelopeId,
      signingUrl: `${ESIGN_SANDBOX_BASE}/envelopes/${envelopeId}/sign?access=${this.accessKey(envelopeId)}`,
    };
  }

  /** The envelope the signer's page shows, when the access key is its own. */
  envelope(envelopeId: string, access: unknown): SandboxEnvelope {
    const envelope = this.envelopes.get(envelopeId);
    if (!envelope || typeof access !== 'string' || !this.same(access, this.accessKey(envelopeId)))
      throw new EnvelopeRefusal(404, 'This signing link is not valid. Ask your agent for a new one.');
    return envelope;
  }

  /** The signer signs with the typed name: the envelope is signed, stamped, and the platform called back. */
  async sign(envelopeId: string, access: unknown, name: string): Promise<SandboxEnvelope> {
    const envelope = this.open(envelopeId, access);
    const at = new Date().toISOString();
    envelope.signed = await stampSignature(envelope.document, {
      signedBy: name,
      signerEmail: envelope.signer.email,
      at,
      envelopeId,
    });
    Object.assign(envelope, { status: 'signed', at, signedBy: name });
    await this.callBack(envelope);
    return envelope;
  }

  async decline(envelopeId: string, access: unknown, reason: string): Promise<SandboxEnvelope> {
    const envelope = this.open(envelopeId, access);
    Object.assign(envelope, { status: 'declined', at: new Date().toISOString() });
    await this.callBack(envelope, reason);
    return envelope;
  }

  readCallback(headers: Record<string, string | string[] | undefined>, body: unknown): EnvelopeReport | undefined {
    const signature = headers[ESIGN_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !body || typeof body !== 'object') return undefined;
    const report = body as Record<string, unknown>;
    if (!this.same(signature, this.mac(callbackText(report)))) return undefined;
    const { envelopeId, reference, status, signedBy, signerEmail, at, reason } = report;
    if (typeof envelopeId !== 'string' || typeof reference !== 'string' || typeof signerEmail !== 'string')
      return undefined;
    if ((status !== 'signed' && status !== 'declined') || typeof at !== 'string') return undefined;
    if (status === 'signed' && typeof signedBy !== 'string') return undefined;
    return {
      envelopeId,
      reference,
      status,
      signerEmail,
      at,
      ...(typeof signedBy === 'string' ? { signedBy } : {}),
      ...(typeof reason === 'string' ? { reason } : {}),
    };
  }

  async signedDocument(envelopeId: string): Promise<Uint8Array | undefined> {
    const envelope = this.envelopes.get(envelopeId);
    return envelope?.status === 'signed' ? envelope.signed : undefined;
  }

  attach(deliver: EnvelopeCallbackDelivery): void {
    this.deliver = deliver;
  }

  private open(envelopeId: string, access: unknown): SandboxEnvelope {
    const envelope = this.envelope(envelopeId, access);
    if (envelope.status !== 'sent')
      throw new EnvelopeRefusal(409, `This envelope is already ${envelope.status}. Nothing more is needed from you.`);
    return envelope;
  }

  private async callBack(envelope: SandboxEnvelope, reason?: string): Promise<void> {
    const body: Record<string, unknown> = {
      event: envelope.status === 'signed' ? 'envelope.completed' : 'envelope.declined',
      envelopeId: envelope.envelopeId,
      reference: envelope.reference,
      status: envelope.status,
      ...(envelope.signedBy ? { signedBy: envelope.signedBy } : {}),
      signerEmail: envelope.signer.email,
      at: envelope.at,
      ...(reason ? { reason } : {}),
    };
    try {
      await this.deliver?.(body, { [ESIGN_SIGNATURE_HEADER]: this.mac(callbackText(body)) });
    } catch {
      // Not retried: the envelope stays as the signer left it (docs: "Not built").
      throw new EnvelopeRefusal(
        502,
        `The envelope is ${envelope.status}, but the platform did not accept the provider's callback. Please contact your agent.`,
      );
    }
  }
}
