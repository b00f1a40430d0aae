import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The payment page's texts (locales/en-US/screens/payments.json, loaded with the screens that use them), by their key under the file. */
export const usePaymentText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts('payments');
