/** The quote actions' call of their own: the rater's IRPM bounds for the quote's product, industry and state. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import type { CalculatorRules } from '../../../src/shared/rating/calculatorRules';

export interface IrpmRuleKey {
  product: string;
  naicsCode: string;
  state: string;
}

export const quoteActionMethods = defineDataProviderMethods(({ httpClient }) => ({
  /** GET /api/rater/v1/rules/{naicsCode}?product&state: the IRPM bounds of those rules. */
  irpmBounds: async ({ product, naicsCode, state }: IrpmRuleKey): Promise<CalculatorRules['irpm']> =>
    (
      (
        await httpClient(
          `/api/rater/v1/rules/${encodeURIComponent(naicsCode)}?${new URLSearchParams({ product, state })}`,
        )
      ).json as CalculatorRules
    ).irpm,
}));

export const useQuoteActionCalls = () => useDataProvider<DataProviderWith<typeof quoteActionMethods>>();
