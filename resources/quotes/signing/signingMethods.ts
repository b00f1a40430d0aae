/**
 * The signing page's calls: what is signed (`GET /api/quote/v1/{id}/application`, lifecycle/applicationRoute.ts)
 * and the signature (`POST /api/quote/v1/action/sign-application/{id}`, lifecycle/signApplication.ts).
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { quotesResource } from '../declaration';

const QUOTE_API = quotesResource.apiBase;

export interface CoverageLine {
  id: string;
  name: string;
  limit: number | null;
  deductible: number | null;
}

export interface ApplicationSignature {
  signature: string;
  by: string;
  on: string;
}

export interface QuoteApplication {
  id: string;
  version: number;
  quoteNumber: string;
  companyName: string;
  product: string;
  status: string;
  effectiveDate: string | null;
  endDate: string | null;
  aggLimit: number | null;
  limit: number | null;
  deductible: number | null;
  premium: number | null;
  brokerFee: number | null;
  additionalBrokerFee: number | null;
  mgaFee: number | null;
  totalPremium: number | null;
  coverages: CoverageLine[];
  signRequest: {
    by: string;
    on: string;
    /** The e-signature provider's envelope (resources/quotes/esign): where the signer signs, and how it stands. */
    envelope?: { provider: string; envelopeId: string; signingUrl: string; status: 'sent' | 'signed' | 'declined' };
  } | null;
  applicationSignature: ApplicationSignature | null;
}

export const signingMethods = defineDataProviderMethods(({ httpClient }) => ({
  quoteApplication: async (quoteId: string): Promise<QuoteApplication> =>
    (await httpClient(`${QUOTE_API}/${encodeURIComponent(quoteId)}/application`)).json as QuoteApplication,

  signQuoteApplication: async (
    quoteId: string,
    body: { signature: string; agreed: true; version: number },
  ): Promise<unknown> =>
    (
      await httpClient(`${QUOTE_API}/action/sign-application/${encodeURIComponent(quoteId)}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).json,
}));

export const useSigningCalls = () => useDataProvider<DataProviderWith<typeof signingMethods>>();
