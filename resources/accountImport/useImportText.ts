import { useTranslate } from 'react-admin';

/** The bulk upload's texts (locales/en-US/resources/accountImport.json), by their key under the file. */
export function useImportText(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return (key, options) => translate(`resources.accountImport.${key}`, options);
}
