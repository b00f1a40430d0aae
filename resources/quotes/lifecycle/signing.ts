/**
 * Application signing (spec 002 §1 "after attestation /customer/quotes/{quoteId}/sign/{product}", §2 modal
 * "application signing link", §4 "the terms box must be ticked before OK is enabled; then the user is sent to
 * signing", §7 `action/send-sign-request`, §8 'Application Link is not available at this time. Please try again
 * after sometime.'). The agency asks the policyholder to sign the application before the quote is bound: a declared
 * action of the machine, no status change, from READY or REQUESTED (before the attest that makes the quote
 * SIGNED). It needs the policyholder contact on the quote (sent to the policyholder or given with the request to
 * bind), else 409 with the spec's text; it records `details.signRequest` (the signer, the signing link, who asked
 * and when) and answers the quote. Decided where the spec is silent: no e-signature provider is reachable here, so
 * the link is the console's signing path and no message is sent; the signature itself is the attest (SIGNED).
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError } from '../../../src/server/http/apiError';
import { emptyBody } from './bodies';
import { QUOTE_BIND } from './permissions';

export const APPLICATION_LINK_UNAVAILABLE =
  'Application Link is not available at this time. Please try again after sometime.';

/** The console's signing page of a quote (spec 002 §1). */
export const signingPath = (quote: Record<string, unknown>) =>
  `/customer/quotes/${String(quote.id)}/sign/${String(quote.product)}`;

function signRequest({ record, principal }: ActionInput): Record<string, unknown> {
  const { customerFirstName, customerLastName, customerEmail } = record;
  if (!customerEmail || !customerFirstName || !customerLastName) throw new ApiError(409, APPLICATION_LINK_UNAVAILABLE);
  const details = (record.details ?? {}) as Record<string, unknown>;
  const request = {
    signer: { customerFirstName, customerLastName, customerEmail },
    link: signingPath(record),
    by: principal.email,
    on: new Date().toISOString(),
  };
  return { details: JSON.stringify({ ...details, signRequest: request }) };
}

export const SEND_SIGN_REQUEST: ResourceAction = {
  name: 'send-sign-request',
  method: 'POST',
  path: '/action/send-sign-request/:id',
  permission: QUOTE_BIND,
  from: ['READY', 'REQUESTED'],
  body: emptyBody(),
  effect: signRequest,
};
