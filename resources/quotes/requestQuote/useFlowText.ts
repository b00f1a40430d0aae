import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The quote request flow's texts (locales/en-US/screens/requestQuote.json, loaded with the screens that use them), by their key under the file. */
export const useFlowText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts('requestQuote');
