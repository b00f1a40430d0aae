import { use } from 'react';
import { useTranslate } from 'react-admin';
import { loadTexts, textsLoaded } from './i18nProvider';

/**
 * The texts of one feature's screens, `locales/{locale}/screens/{name}.json`, by their key under the file
 * (`resources.{name}.{key}`). The file is fetched the first time a screen asks for it; until it is there the
 * component suspends (its page's Suspense shows the loading bar), so no screen ever shows a bare key.
 */
export function useScreenTexts(name: string): (key: string, options?: Record<string, unknown>) => string {
  const namespace = `screens/${name}` as const;
  if (!textsLoaded(namespace)) use(loadTexts(namespace));
  const translate = useTranslate();
  return (key, options) => translate(`resources.${name}.${key}`, options);
}
