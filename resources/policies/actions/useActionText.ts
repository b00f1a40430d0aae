import { useTranslate } from 'react-admin';

/** The actions' texts (locales/en-US/resources/policyActions.json), by their key under the file. */
export function useActionText(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return (key, options) => translate(`resources.policyActions.${key}`, options);
}
