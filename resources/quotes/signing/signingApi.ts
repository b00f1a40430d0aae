/**
 * The signing page's calls: what is signed (`GET /api/quote/v1/{id}/application`, lifecycle/applicationRoute.ts)
 * and the signature (`POST /api/quote/v1/action/sign-application/{id}`, lifecycle/signApplication.ts).
 */
import { httpClient } from '../../../src/console/providers/instances';
import { QUOTE_API } from '../actions/machine';

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
  signRequest: { by: string; on: string } | null;
  applicationSignature: ApplicationSignature | null;
}

export const fetchApplication = async (quoteId: string): Promise<QuoteApplication> =>
  (await httpClient(`${QUOTE_API}/${encodeURIComponent(quoteId)}/application`)).json as QuoteApplication;

export const signApplication = async (quoteId: string, body: { signature: string; agreed: true; version: number }) =>
  (await httpClient(`${QUOTE_API}/action/sign-application/${encodeURIComponent(quoteId)}`, { method: 'POST', body: JSON.stringify(body) })).json;
