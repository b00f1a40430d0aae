import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The policy actions' texts (locales/en-US/screens/policyActions.json, loaded with the screens that use them), by their key under the file. */
export const useActionText = (): ((key: string, options?: Record<string, unknown>) => string) => useScreenTexts('policyActions');
