import { useTranslate } from 'react-admin';

/** The review pages' texts (locales/en-US/resources/quoteReview.json), by their key under the file. */
export function useReviewText(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return (key, options) => translate(`resources.quoteReview.${key}`, options);
}
