import { use } from 'react';
import { useTranslate } from 'react-admin';
import { loadTexts } from './i18nProvider';

/**
 * The texts of one feature's screens, `locales/{locale}/screens/{name}.json`, by their key under the file
 * (`resources.{name}.{key}`). The file is fetched the first time a screen asks for it; until it is there the
 * component suspends (its page's Suspense shows the loading bar), so no screen ever shows a bare key.
 */
export function useScreenTexts(name: string): (key: string, options?: Record<string, unknown>) => string {
  const namespace = `screens/${name}` as const;
  // Called on every render, loaded or not: `use` called only while loading changed the component's calls between
  // a suspended render and its replay, and React threw #467 and re-rendered the whole root to recover.
  use(loadTexts(namespace));
  const translate = useTranslate();
  return (key, options) => translate(`resources.${name}.${key}`, options);
}
