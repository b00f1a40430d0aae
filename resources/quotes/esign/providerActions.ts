/**
 * The transitions the e-signature provider's callback makes (callbackRoute.ts), declared like the machine's other
 * actions and run through the quotes store, so each is checked (from-state, version) and recorded in the quote's
 * history with the signer as its actor. They have no path of their own: the provider reaches them only through
 * the signed callback; `GET /api/quote/v1/statuses` publishes them as `providerActions`.
 *
 *  - `sign-application` (the same transition as the policyholder's in-console signing, signApplication.ts):
 *    READY, REQUESTED or SIGNED → SIGNED; keeps the signature as the provider reports it in
 *    `details.applicationSignature` (name, signer, when, provider, envelope, the stored signed document) and marks
 *    the envelope signed. A signature already there is the 409 of a second signature.
 *  - `decline-signature`: no status change; marks the envelope declined with the signer's reason, so the agency
 *    sends a new request.
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError } from '../../../src/server/http/apiError';
import type { ApiRecord } from '../../../src/shared/api/types';
import { emptyBody } from '../lifecycle/bodies';
import { alreadySigned, QUOTE_SIGN, SIGN_APPLICATION } from '../lifecycle/signApplication';
import type { EnvelopeReport } from './signatureProvider';

export const NOT_THIS_ENVELOPE = "The envelope is not this quote's current sign request.";

/** The quote's sign request, if the envelope the provider reports is its current one; 409 otherwise. */
export function currentRequest(record: ApiRecord, envelopeId: string): ApiRecord {
  const details = (record.details ?? {}) as ApiRecord;
  const request = details.signRequest as ApiRecord | undefined;
  const envelope = request?.envelope as ApiRecord | undefined;
  if (!request || envelope?.envelopeId !== envelopeId) throw new ApiError(409, NOT_THIS_ENVELOPE);
  return request;
}

export const providerSigned = (report: EnvelopeReport, documentId: string): ResourceAction => ({
  name: SIGN_APPLICATION.name,
  permission: QUOTE_SIGN,
  from: SIGN_APPLICATION.from,
  to: SIGN_APPLICATION.to,
  body: emptyBody(),
  effect: ({ record, principal }) => {
    const details = (record.details ?? {}) as ApiRecord;
    const request = currentRequest(record, report.envelopeId);
    const previous = details.applicationSignature as ApiRecord | undefined;
    if (previous) throw new ApiError(409, alreadySigned(previous));
    const envelope = request.envelope as ApiRecord;
    const applicationSignature = {
      signature: String(report.signedBy).trim().replace(/\s+/g, ' '),
      agreed: true,
      by: report.signerEmail,
      userId: principal.userId,
      on: report.at,
      requestedBy: request.by,
      requestedOn: request.on,
      provider: envelope.provider,
      envelopeId: report.envelopeId,
      documentId,
    };
    const signRequest = { ...request, envelope: { ...envelope, status: 'signed' } };
    return { details: JSON.stringify({ ...details, signRequest, applicationSignature }) };
  },
});

export const providerDeclined = (report: EnvelopeReport): ResourceAction => ({
  name: 'decline-signature',
  permission: QUOTE_SIGN,
  from: SIGN_APPLICATION.from,
  body: emptyBody(),
  effect: ({ record }) => {
    const details = (record.details ?? {}) as ApiRecord;
    const request = currentRequest(record, report.envelopeId);
    const envelope = {
      ...(request.envelope as ApiRecord),
      status: 'declined',
      declinedOn: report.at,
      reason: report.reason ?? null,
    };
    return { details: JSON.stringify({ ...details, signRequest: { ...request, envelope } }) };
  },
});

/** How `GET /statuses` publishes them (no path: only the provider's signed callback runs them). */
export const providerActionsDescribed = () => [
  {
    action: SIGN_APPLICATION.name,
    method: 'POST',
    from: SIGN_APPLICATION.from,
    to: SIGN_APPLICATION.to,
    permission: QUOTE_SIGN,
    path: null,
    when: 'the e-signature provider reports the envelope signed',
  },
  {
    action: 'decline-signature',
    method: 'POST',
    from: SIGN_APPLICATION.from,
    to: null,
    permission: QUOTE_SIGN,
    path: null,
    when: 'the e-signature provider reports the envelope declined',
  },
];
