import { useTranslate } from 'react-admin';

/** The payment page's texts (locales/en-US/resources/payments.json), by their key under the file. */
export function usePaymentText(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return (key, options) => translate(`resources.payments.${key}`, options);
}
