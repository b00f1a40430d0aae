import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The documents screens' texts (locales/en-US/screens/documents.json, fetched with the first screen that asks). */
export const useDocumentsText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts('documents');
