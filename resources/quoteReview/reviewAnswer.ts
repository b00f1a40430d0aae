import type { AgencyStatus } from './agencyStatus';

/** One line of the coverage chart (spec 002 §3 "Coverage chart (wholesale review)"). */
export interface ChartCoverage {
  id: number;
  key: string;
  name: string;
  limit: number | null;
  deductible: number | null;
  waitingPeriod: number | null;
  retroactivePeriod: number | null;
}

export const CHART_GROUPS = [
  'First Party Coverages',
  'Third Party Coverages',
  'Endorsements',
  'TRIA',
  'Additional Named Insured',
] as const;
export type ChartGroup = (typeof CHART_GROUPS)[number];

export interface FirmographicData {
  companyName: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  naicsCode: string | null;
  revenue: number | null;
}

export const FIRMOGRAPHIC_FIELDS = [
  'companyName',
  'address1',
  'city',
  'state',
  'zipCode',
  'naicsCode',
  'revenue',
] as const satisfies readonly (keyof FirmographicData)[];

/** What `GET /api/quote/v1/review/{id}` answers: everything the wholesale review page shows. */
export interface QuoteReview {
  quote: {
    id: string;
    quoteNumber: string;
    product: string;
    status: string;
    agencyStatus: AgencyStatus;
    companyName: string;
    premium: number | null;
    totalPremium: number | null;
    brokerFee: number | null;
    mgaFee: number | null;
    limit: number | null;
    aggLimit: number | null;
    effectiveDate: string | null;
    endDate: string | null;
    isSurplus: boolean;
    version: number;
    customerFirstName: string | null;
    customerLastName: string | null;
    customerEmail: string | null;
    customerPhone: string | null;
  };
  verification: { isVerified: boolean; verifiedOn: string | null };
  firmographicData: FirmographicData;
  coverageChart: { group: ChartGroup; coverages: ChartCoverage[] }[];
  additionalInsureds: Record<string, unknown>[];
  /** As stored with the quote (spec 002 §3 "Risk factors"), null when the quote has none. */
  riskFactors: Record<string, unknown> | null;
  /** As stored: the security questions answered for the quote and the calculator's security answers. */
  securityAssessment: Record<string, unknown> | null;
  agency: {
    name: string;
    phone: string | null;
    address1: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  };
  agent: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  /** The surplus lines notice (LA, MT): attested once, by whom and when (resources/quotes/surplus). */
  surplusNotice: { attested: boolean; by: string | null; on: string | null };
  /** For an invalid quote: what changed (the invalidation's reason), for the overlay. */
  changes: string[];
}
