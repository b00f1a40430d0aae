import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The connector page's texts (locales/en-US/screens/connectors.json), loaded with the page. */
export const useConnectorText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts('connectors');
