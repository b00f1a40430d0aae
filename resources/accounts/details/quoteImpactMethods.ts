/** The question asked before an account-details save (resources/accounts/quoteImpact/checkRoute.ts). */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { accountsResource } from '../declaration';

export interface AffectedQuote {
  id: string;
  quoteNumber: string;
  product: string;
  status: string;
  outcome: 'INVALIDATE' | 'REFER' | 'ALREADY_REFERRED';
}

export interface QuoteImpact {
  WillInvalidateQuotes: boolean;
  WillReferQuotes: boolean;
  changes: string[];
  changedLabels: string[];
  quotes: AffectedQuote[];
}

export const quoteImpactMethods = defineDataProviderMethods(({ httpClient }) => ({
  checkDetailsChange: async (accountId: string, answers: Record<string, unknown>): Promise<QuoteImpact> => {
    const init = { method: 'POST', body: JSON.stringify({ answers }) };
    return (await httpClient(`${accountsResource.apiBase}/${accountId}/details/check`, init)).json as QuoteImpact;
  },
}));

export const useQuoteImpactCalls = () => useDataProvider<DataProviderWith<typeof quoteImpactMethods>>();

/** Whether the save needs the user's confirmation first. */
export const needsConfirmation = (impact: QuoteImpact): boolean =>
  impact.WillInvalidateQuotes || impact.WillReferQuotes;
