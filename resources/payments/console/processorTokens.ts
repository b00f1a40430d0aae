/**
 * The one call of the payment page that is not to the platform's API: the card or bank account is posted to the
 * processor's own address (the session's `url`, the sandbox's tokeniser here). It is a plain browser request on
 * purpose: nothing of the platform's session (no bearer token, no refresh) may go to the processor.
 */
import type { ProcessorSession } from './paymentApi';

export interface TokenAnswer {
  tokenId: string;
  last4Digits: string;
}

export class ProcessorFieldError extends Error {
  constructor(
    readonly errors: Record<string, string>,
    message: string,
  ) {
    super(message);
  }
}

/** Posts the instrument to the processor (no session token of ours goes there); its refusals name the fields. */
export async function tokenise(session: ProcessorSession, instrument: Record<string, unknown>): Promise<TokenAnswer> {
  const response = await fetch(`${session.url}/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionKey: session.key, ...instrument }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    detail?: string;
    errors?: { field: string; detail: string }[];
  } & TokenAnswer;
  if (!response.ok)
    throw new ProcessorFieldError(
      Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.detail])),
      body.detail ?? 'The payment could not be started.',
    );
  return body;
}
