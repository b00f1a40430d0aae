import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The quote actions' texts (locales/en-US/screens/quoteActions.json, loaded with the screens that use them), by their key under the file. */
export const useActionText = (): ((key: string, options?: Record<string, unknown>) => string) => useScreenTexts('quoteActions');
