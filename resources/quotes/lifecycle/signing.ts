/**
 * Application signing (spec 002 §1 "after attestation /customer/quotes/{quoteId}/sign/{product}", §2 modal
 * "application signing link", §4 "the terms box must be ticked before OK is enabled; then the user is sent to
 * signing", §7 `action/send-sign-request`, §8 'Application Link is not available at this time. Please try again
 * after sometime.'). The agency asks the policyholder to sign the application before the quote is bound: a declared
 * action of the machine, no status change, from READY or REQUESTED, and from SIGNED while the application
 * itself is unsigned (the agency attested first; a declined envelope is sent again). It needs the policyholder
 * contact on the quote (sent to the policyholder or given with the request to bind), else 409 with the spec's text; it records `details.signRequest` (the signer, the signing link, who asked
 * and when) and answers the quote.
 *
 * The request goes through the e-signature provider (../esign, ESIGN_PROVIDER, the sandbox by default): the
 * application PDF (esign/applicationDocument.ts) is sent with the signer, and the provider's envelope — its id and
 * the signer's signing URL — is kept in `signRequest.envelope`; the provider's signed callback then signs the quote
 * (esign/routes.ts). `signRequest.link` stays the console's signing page, where the policyholder may also
 * sign in person (signApplication.ts). A new request replaces an unsigned one (the older envelope is left to expire
 * at the provider); a signed application is not asked for again (409). The platform sends no message: a real
 * provider mails its signer the signing URL; with the sandbox the URL is on the quote and on the console's signing
 * page.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError } from '../../../src/server/http/apiError';
import { formatterFor } from '../../../src/server/documents/formatting';
import { todayIso } from '../../../src/shared/dates/today';
import type { ApiRecord } from '../../../src/shared/api/types';
import { applicationFileName, applicationPdf } from '../esign/applicationDocument';
import { providerOf } from '../esign/providers';
import { emptyBody } from './bodies';
import { QUOTE_BIND } from './permissions';
import { alreadySigned } from './signApplication';

export const APPLICATION_LINK_UNAVAILABLE =
  'Application Link is not available at this time. Please try again after sometime.';

/** Bind refused while the application sent for e-signature is unsigned (decided: the spec gives no text). */
export const applicationNotSigned = (request: ApiRecord) => {
  const signer = (request.signer ?? {}) as ApiRecord;
  const envelope = (request.envelope ?? {}) as ApiRecord;
  const state = envelope.status === 'declined' ? 'was declined by' : 'is waiting for the signature of';
  return `The application is not signed: the signing request sent on ${String(request.on).slice(0, 10)} ${state} ${String(signer.customerEmail)}. Bind once the policyholder has signed the application.`;
};

/** The console's signing page of a quote (spec 002 §1). */
export const signingPath = (quote: Record<string, unknown>) =>
  `/customer/quotes/${String(quote.id)}/sign/${String(quote.product)}`;

async function signRequest({ record, principal, storeOf }: ActionInput): Promise<ApiRecord> {
  const { customerFirstName, customerLastName, customerEmail } = record;
  if (!customerEmail || !customerFirstName || !customerLastName) throw new ApiError(409, APPLICATION_LINK_UNAVAILABLE);
  const details = (record.details ?? {}) as ApiRecord;
  const signature = details.applicationSignature as ApiRecord | undefined;
  if (signature) throw new ApiError(409, alreadySigned(signature));
  const quotes = storeOf('quotes');
  const { provider, returnUrl } = providerOf(quotes);
  const { rating, region } = quotes.environment;
  const document = await applicationPdf(record, rating, formatterFor(region), todayIso());
  const envelope = await provider.requestSignature({
    reference: String(record.id),
    title: `Application of ${String(record.companyName)}, quote ${String(record.quoteNumber)}`,
    fileName: applicationFileName(record.companyName),
    document,
    signer: { name: `${String(customerFirstName)} ${String(customerLastName)}`, email: String(customerEmail) },
    returnUrl,
  });
  const request = {
    signer: { customerFirstName, customerLastName, customerEmail },
    link: signingPath(record),
    envelope: { ...envelope, status: 'sent' },
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
  from: ['READY', 'REQUESTED', 'SIGNED'],
  body: emptyBody(),
  effect: signRequest,
};
