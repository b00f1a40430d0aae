/**
 * The generic texts of a failed rule ("{{title}} is a required field"…), read from locales/<locale>/validation.json.
 * en-GB and en-AU hold only what differs; the rest falls back the way the console's translations do.
 */
import enUS from '../../../locales/en-US/validation.json';
import enGB from '../../../locales/en-GB/validation.json';
import enAU from '../../../locales/en-AU/validation.json';

export type ValidationTexts = typeof enUS.validation;
export type ValidationLocale = 'en-US' | 'en-GB' | 'en-AU';

const OVERRIDES: Record<ValidationLocale, Partial<ValidationTexts>[]> = {
  'en-US': [],
  'en-GB': [enGB.validation],
  'en-AU': [enGB.validation, enAU.validation],
};

/** The texts for a locale, falling back to en-US text by text; an unknown locale gets en-US. */
export function validationTexts(locale: string = 'en-US'): ValidationTexts {
  const chain = Object.prototype.hasOwnProperty.call(OVERRIDES, locale) ? OVERRIDES[locale as ValidationLocale] : [];
  return Object.assign({}, enUS.validation, ...chain);
}

/** Fills i18next-style `{{name}}` placeholders. */
export const fillText = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
