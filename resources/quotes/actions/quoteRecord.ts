/** The parts of a quote record (GET /api/quote/v1/{id}) the actions read. */
export interface QuoteRecord {
  id: string;
  version?: number;
  quoteNumber?: string;
  status?: string;
  product?: string;
  isSurplus?: boolean | null;
  premium?: number;
  needByDate?: string | null;
  brokerFee?: number | null;
  additionalBrokerFee?: number | null;
  mgaFee?: number | null;
  customerFirstName?: string | null;
  customerLastName?: string | null;
  customerEmail?: string | null;
  rating?: {
    input?: { irpm?: unknown; naicsCode?: unknown; state?: unknown };
    calculator?: { naicsCode?: unknown; state?: unknown; irpm?: unknown };
    /** Set by POST uw/underwrite/{id} (resources/quotes/underwriting/irpmPricing.ts). */
    underwriterIrpm?: { irpm?: unknown };
  } | null;
  details?: { customerPhone?: unknown; eventExclusions?: unknown } | null;
}
