/**
 * The built-in sandbox processor: a local stand-in that behaves like a real processor in test mode (docs/features/policies-and-money.md
 * "Payments"). Cards and bank accounts are tokenised at its own endpoint (sandboxRoutes.ts, "the processor's
 * host"); only the documented test numbers are accepted (testInstruments.ts); a token carries the outcome and the
 * last four digits, never the number. Approved and declined cards answer at once; the "settles later" card and
 * every bank debit answer In Process and settle PAYMENT_SANDBOX_SETTLE_MS later (default 5 s) through the
 * callback path a real processor would call, signed with the sandbox's secret.
 */
import { randomBytes } from 'node:crypto';
import type {
  CallbackDelivery,
  ChargeRequest,
  ChargeResult,
  PaymentProcessor,
  ProcessorSession,
  SessionCheck,
  SessionRequest,
  SettlementReport,
  TokenDescription,
} from '../processor/paymentProcessor';
import { ProcessorRefusal } from '../processor/paymentProcessor';
import { SandboxSigner } from './signing';
import type { SandboxOutcome } from './testInstruments';

export const SANDBOX_NAME = 'Sandbox';
export const SANDBOX_BASE = '/api/sandbox-processor/v1';
export const SESSION_PREFIX = 'sbx_sess_';
export const TOKEN_PREFIX = 'sbx_tok_';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
const SESSION_MINUTES = 30;
const TOKEN_MINUTES = 30;
/** A token the payer asked to save lives as long as a processor's stored-card token would (5 years). */
const SAVED_TOKEN_MINUTES = 5 * 365 * 24 * 60;

export interface SessionPayload {
  policyId: string;
  amount: number;
  exp: number;
}
export interface TokenPayload {
  kind: 'card' | 'bank';
  outcome: SandboxOutcome;
  lastFour: string;
  cardType?: string;
  bankName?: string;
  failure?: string;
  exp: number;
}

const settleDelay = (): number => {
  const raw = Number(process.env.PAYMENT_SANDBOX_SETTLE_MS);
  return Number.isFinite(raw) && raw >= 0 ? raw : 5000;
};

/** The text a settlement callback's signature covers. */
export const settlementText = (report: Record<string, unknown>) =>
  [report.transactionId, report.status, report.failure ?? ''].join('|');

export class SandboxProcessor implements PaymentProcessor {
  readonly name = SANDBOX_NAME;
  readonly signer = new SandboxSigner();
  private deliver: CallbackDelivery | undefined;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** Saved tokens the payer deleted: a real processor drops its stored card; the sandbox refuses them from then on. */
  private readonly forgotten = new Set<string>();

  async openSession(request: SessionRequest): Promise<ProcessorSession> {
    const exp = Date.now() + SESSION_MINUTES * 60_000;
    const key = this.signer.sign(SESSION_PREFIX, { policyId: request.policyId, amount: request.amount, exp });
    return {
      processorName: this.name,
      url: SANDBOX_BASE,
      key,
      authCode: this.signer.mac(`auth:${key}`).slice(0, 16),
      expiresAt: new Date(exp).toISOString(),
    };
  }

  /** The token of a test instrument (called by the sandbox's tokenise endpoint). */
  token(payload: Omit<TokenPayload, 'exp'>, saved = false): string {
    return this.signer.sign(TOKEN_PREFIX, {
      ...payload,
      exp: Date.now() + (saved ? SAVED_TOKEN_MINUTES : TOKEN_MINUTES) * 60_000,
    });
  }

  session(key: unknown): SessionPayload | undefined {
    return this.signer.open<SessionPayload>(SESSION_PREFIX, key);
  }

  async validateSession(key: string): Promise<SessionCheck | undefined> {
    const session = this.session(key);
    return (
      session && { policyId: session.policyId, amount: session.amount, expiresAt: new Date(session.exp).toISOString() }
    );
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const session = this.session(request.sessionKey);
    if (!session || session.policyId !== request.policyId)
      throw new ProcessorRefusal(
        'sessionKey',
        'The payment session is invalid or has expired. Open the payment again.',
      );
    if (request.amount > session.amount)
      throw new ProcessorRefusal('amount', 'The amount is more than the payment session was opened for.');
    const token = this.forgotten.has(request.token)
      ? undefined
      : this.signer.open<TokenPayload>(TOKEN_PREFIX, request.token);
    if (!token) throw new ProcessorRefusal('token', 'The payment token is invalid or has expired.');
    const transactionId = `SBX-${randomBytes(8).toString('hex').toUpperCase()}`;
    const method =
      token.kind === 'card'
        ? { paymentMethod: 'Credit Card' as const, cardType: token.cardType }
        : { paymentMethod: 'Bank Account' as const, bankName: token.bankName };
    const base = { transactionId, lastFour: token.lastFour, ...method };
    switch (token.outcome) {
      case 'approve':
        return { ...base, status: 'Paid' };
      case 'decline':
        return { ...base, status: 'Failed', failure: token.failure };
      case 'settle-paid':
        this.settleLater({ transactionId, status: 'Paid' });
        return { ...base, status: 'In Process' };
      case 'settle-failed':
        this.settleLater({ transactionId, status: 'Failed', failure: token.failure });
        return { ...base, status: 'In Process' };
    }
  }

  async describeToken(token: string): Promise<TokenDescription | undefined> {
    const payload = this.forgotten.has(token) ? undefined : this.signer.open<TokenPayload>(TOKEN_PREFIX, token);
    if (!payload) return undefined;
    return payload.kind === 'card'
      ? { paymentMethod: 'Credit Card', lastFour: payload.lastFour, cardType: payload.cardType }
      : { paymentMethod: 'Bank Account', lastFour: payload.lastFour, bankName: payload.bankName };
  }

  async forget(token: string): Promise<void> {
    this.forgotten.add(token);
  }

  readSettlement(headers: Record<string, string | string[] | undefined>, body: unknown): SettlementReport | undefined {
    const signature = headers[SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !body || typeof body !== 'object') return undefined;
    const report = body as Record<string, unknown>;
    if (!this.signer.same(signature, this.signer.mac(settlementText(report)))) return undefined;
    if (typeof report.transactionId !== 'string' || (report.status !== 'Paid' && report.status !== 'Failed'))
      return undefined;
    return {
      transactionId: report.transactionId,
      status: report.status,
      ...(typeof report.failure === 'string' ? { failure: report.failure } : {}),
    };
  }

  attach(deliver: CallbackDelivery): void {
    this.deliver = deliver;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private settleLater(report: SettlementReport): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const body = { event: 'payment.settled', ...report, settledAt: new Date().toISOString() };
      void this.deliver?.(body, { [SIGNATURE_HEADER]: this.signer.mac(settlementText(body)) }).catch(() => undefined);
    }, settleDelay());
    this.timers.add(timer);
  }
}
