import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';

/** The review pages' texts (locales/en-US/screens/quoteReview.json, loaded with the screens that use them), by their key under the file. */
export const useReviewText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts('quoteReview');
