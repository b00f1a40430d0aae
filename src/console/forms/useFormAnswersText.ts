import { useScreenTexts } from '../i18n/useScreenTexts';

/** The texts of an account's form page beside its questions (locales/en-US/screens/formAnswers.json). */
export const useFormAnswersText = (): ((key: string, options?: Record<string, unknown>) => string) =>
  useScreenTexts('formAnswers');
