import { useTranslate } from 'react-admin';

/** The flow's texts (locales/en-US/resources/requestQuote.json), by their key under the file. */
export function useFlowText(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return (key, options) => translate(`resources.requestQuote.${key}`, options);
}
