import { useScreenTexts } from '../../src/console/i18n/useScreenTexts';

/** The bulk upload's texts (locales/en-US/screens/accountImport.json, loaded with the screens that use them), by their key under the file. */
export const useImportText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts('accountImport');
