/** The review pages' calls (resources/quoteReview/server/routes.ts, the surplus notice's), over the console's one HTTP client. */
import { httpClient } from '../../../src/console/providers/instances';
import type { FirmographicData, QuoteReview } from '../reviewAnswer';

const REVIEW = '/api/quote/v1/review';
const id = (value: string) => encodeURIComponent(value);

export interface PolicyholderContact {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
}

export const fetchReview = async (quoteId: string): Promise<QuoteReview> =>
  (await httpClient(`${REVIEW}/${id(quoteId)}`)).json as QuoteReview;

export const verifyReview = async (
  quoteId: string,
  version: number,
  firmographicData: FirmographicData,
): Promise<QuoteReview> =>
  (
    await httpClient(`${REVIEW}/${id(quoteId)}/verify`, {
      method: 'POST',
      body: JSON.stringify({ version, firmographicData }),
    })
  ).json as QuoteReview;

export const requestToBind = async (
  quoteId: string,
  version: number,
  contact: PolicyholderContact,
): Promise<{ message: string; review: QuoteReview }> =>
  (
    await httpClient(`${REVIEW}/${id(quoteId)}/request-to-bind`, {
      method: 'POST',
      body: JSON.stringify({ version, ...contact }),
    })
  ).json as { message: string; review: QuoteReview };

/** GET /api/docs/v1/template?type=surplusNotice&state= → the state's notice text. */
export const fetchSurplusNotice = async (state: string): Promise<{ state: string; text: string }> =>
  (await httpClient(`/api/docs/v1/template?type=surplusNotice&state=${id(state)}`)).json as {
    state: string;
    text: string;
  };

export const attestSurplusNotice = async (quoteId: string, version: number): Promise<void> => {
  await httpClient(`/api/quote/v1/surplus-notice/${id(quoteId)}/attest`, {
    method: 'POST',
    body: JSON.stringify({ version, attested: true, signatureOnFile: true }),
  });
};

/** The server's message of a failed call (its `detail`), else undefined. */
export const serverMessage = (error: unknown): string | undefined => {
  const body = (error as { body?: { detail?: unknown } })?.body;
  return typeof body?.detail === 'string' ? body.detail : undefined;
};
