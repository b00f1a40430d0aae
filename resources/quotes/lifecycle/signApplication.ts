/**
 * The policyholder signs the application (spec 002 §1 "after attestation /customer/quotes/{quoteId}/sign/{product}",
 * §4 "the terms box must be ticked before OK is enabled; then the user is sent to signing"): the page the agency's
 * sign request links to (signing.ts) answers with `POST /api/quote/v1/action/sign-application/{id}`
 * { signature, agreed: true, version? }. A declared action of the quote machine, `quote:sign`, which only the client
 * account's policyholder roles hold; the tenancy rule keeps another account's quote out of reach (404).
 *
 * From READY or REQUESTED (the statuses a sign request is sent from) and from SIGNED (the agency attested first,
 * the spec's order): the quote is then SIGNED, as the attest leaves it, so bind follows either way. Only once a
 * sign request was sent, and only once (a second signature is 409). It keeps the typed full name, who signed
 * and when, and the request it answers, in `details.applicationSignature`; no IP address or device is kept.
 * Decided where the spec is silent: the field names, the messages, and that a staff member jumped into the
 * account (or a provider role holding every permission) cannot sign for the policyholder (403).
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { ApiError } from '../../../src/server/http/apiError';
import type { ApiRecord } from '../../../src/shared/api/types';

export const QUOTE_SIGN = 'quote:sign';

export const SIGNATURE_REQUIRED = 'Please type your full name to sign';
export const AGREEMENT_REQUIRED = 'Please tick the box to agree';
export const NO_SIGN_REQUEST = 'No application signing was requested for this quote.';
export const SIGNED_IN_PERSON = 'The application is signed by the policyholder in person.';
export const alreadySigned = (signature: ApiRecord) =>
  `The application of this quote was already signed by ${String(signature.signature)} on ${String(signature.on).slice(0, 10)}.`;

/** The policyholder roles of a client account that sign (spec 002 §1 "Policyholders … pay, sign, attest"). */
export const signGrants: Readonly<Record<string, readonly string[]>> = {
  'CUSTOMER/Account Admin': [QUOTE_SIGN],
  'CUSTOMER/Policy Holder': [QUOTE_SIGN],
};

export const signApplicationBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    quoteId: { type: 'string' },
    signature: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      errorMessage: { minLength: SIGNATURE_REQUIRED, pattern: SIGNATURE_REQUIRED },
    },
    agreed: { const: true, errorMessage: { const: AGREEMENT_REQUIRED } },
  },
  required: ['signature', 'agreed'],
  additionalProperties: false,
  errorMessage: { required: { signature: SIGNATURE_REQUIRED, agreed: AGREEMENT_REQUIRED } },
};

function sign({ record, principal, body }: ActionInput): ApiRecord {
  if (principal.impersonatorUserId || principal.accountType !== 'CUSTOMER') throw new ApiError(403, SIGNED_IN_PERSON);
  const details = (record.details ?? {}) as ApiRecord;
  const request = details.signRequest as ApiRecord | undefined;
  if (!request) throw new ApiError(409, NO_SIGN_REQUEST);
  const previous = details.applicationSignature as ApiRecord | undefined;
  if (previous) throw new ApiError(409, alreadySigned(previous));
  const applicationSignature = {
    signature: String(body.signature).trim().replace(/\s+/g, ' '),
    agreed: true,
    by: principal.email,
    userId: principal.userId,
    on: new Date().toISOString(),
    requestedBy: request.by,
    requestedOn: request.on,
  };
  return { details: JSON.stringify({ ...details, applicationSignature }) };
}

export const SIGN_APPLICATION: ResourceAction = {
  name: 'sign-application',
  method: 'POST',
  path: '/action/sign-application/:id',
  permission: QUOTE_SIGN,
  from: ['READY', 'REQUESTED', 'SIGNED'],
  to: 'SIGNED',
  body: signApplicationBody,
  effect: sign,
};
