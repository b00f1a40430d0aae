/**
 * The payment processor adapter (spec 002 §7 "Payment processor session", §3 "Payments"): what the billing
 * routes need from a processor, and all they know of it. A real processor (a OneInc PortalOne-style service)
 * and the built-in sandbox (../sandbox) both implement it; `activeProcessor.ts` picks one.
 *
 * The flow it serves:
 *  1. `openSession` — the server asks the processor for a session key for one payment (PortalOneSessionKey);
 *     the browser gets `{ url, key, authCode }` (GET /api/billing/v1/oneInc/key).
 *  2. The browser hands the card or bank account to the processor itself (its hosted modal / tokenisation
 *     endpoint at `url`) and gets back a token and the last four digits. The number never reaches this server.
 *  3. `charge` — the server charges the token (POST /api/billing/v1/paid). The answer is final (Paid, Failed)
 *     or pending (In Process: bank debits, some cards).
 *  4. A pending charge settles later: the processor POSTs to the callback path
 *     (POST /api/billing/v1/payment-processor); `readSettlement` authenticates and reads that call.
 */

/** What the browser needs to open the processor's payment modal. */
export interface ProcessorSession {
  processorName: string;
  /** The processor's address the browser sends the card or account to (its hosted modal or tokeniser). */
  url: string;
  /** The session key (OneInc: PortalOneSessionKey), bound to one policy and amount. */
  key: string;
  /** The processor's authentication code for the modal (OneInc's authCode). */
  authCode: string;
  expiresAt: string;
}

export interface SessionRequest {
  policyId: string;
  policyNumber: string;
  /** Dollars, two decimals. */
  amount: number;
  customerEmail?: string;
}

export interface ChargeRequest {
  sessionKey: string;
  /** The processor's token for the card or bank account (never the number). */
  token: string;
  /** Dollars, two decimals. */
  amount: number;
  policyId: string;
  /** Our reference for the payment (the invoice number). */
  reference: string;
}

/** The outcome of a charge, as the processor reports it. No card or account number, only the last four. */
export interface ChargeResult {
  status: 'Paid' | 'Failed' | 'In Process';
  /** The processor's transaction reference; settlements name it. */
  transactionId: string;
  paymentMethod: 'Credit Card' | 'Bank Account';
  lastFour: string;
  cardType?: string;
  bankName?: string;
  /** The processor's decline text, when Failed. */
  failure?: string;
}

/** A token as its processor describes it: never a number, only the last four. */
export interface TokenDescription {
  paymentMethod: 'Credit Card' | 'Bank Account';
  lastFour: string;
  cardType?: string;
  bankName?: string;
}

/** A session the processor still honours: what it was opened for and until when. */
export interface SessionCheck {
  policyId: string;
  /** Dollars, two decimals. */
  amount: number;
  expiresAt: string;
}

/** A settlement the processor reported through the callback. */
export interface SettlementReport {
  transactionId: string;
  status: 'Paid' | 'Failed';
  failure?: string;
}

/** A charge the processor refuses to start (bad session or token): the route answers 400 naming the field. */
export class ProcessorRefusal extends Error {
  constructor(
    readonly field: 'sessionKey' | 'token' | 'amount',
    message: string,
  ) {
    super(message);
  }
}

/** How a processor's settlement reaches the callback route: an HTTP POST of `body` with `headers`. */
export type CallbackDelivery = (body: Record<string, unknown>, headers: Record<string, string>) => Promise<void>;

export interface PaymentProcessor {
  /** The processorName of the transactions it makes. */
  readonly name: string;
  openSession(request: SessionRequest): Promise<ProcessorSession>;
  /** The session a key opened, while the processor honours it (POST /oneInc/validate); undefined otherwise. */
  validateSession(sessionKey: string): Promise<SessionCheck | undefined>;
  /** Throws ProcessorRefusal for a session or token it does not accept. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Authenticates and reads a callback; undefined when it is not the processor's (bad signature, bad body). */
  readSettlement(headers: Record<string, string | string[] | undefined>, body: unknown): SettlementReport | undefined;
  /**
   * Forgets a saved token (the payer deleted the saved card or bank account): the processor charges it no more.
   * A processor without stored tokens has nothing to forget.
   */
  forget?(token: string): Promise<void>;
  /**
   * What a token stands for (kind, last four, brand or bank), as the processor knows it; undefined for a token it
   * does not know or no longer honours. Saving a method without a payment (POST /save) needs it.
   */
  describeToken?(token: string): Promise<TokenDescription | undefined>;
  /**
   * A processor that calls back by itself (the sandbox) is given the way to reach the callback route once the
   * server is up; a real one is configured with the callback URL at the processor instead.
   */
  attach?(deliver: CallbackDelivery): void;
  /** Stops pending work (timers) when the server closes. */
  close?(): void;
}
