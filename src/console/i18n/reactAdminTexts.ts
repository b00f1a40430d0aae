import englishMessages from 'ra-language-english';
import type { Messages } from './localeFiles';

/** `%{name}` (react-admin's English, written for Polyglot) as the console's `{{name}}`. */
const withPlaceholders = (text: string): string => text.replace(/%\{([\w-]*)\}/g, '{{$1}}');

/**
 * react-admin's texts in the form the locale files use: `%{name}` placeholders become `{{name}}`, and a text with
 * Polyglot's two plural forms (`one |||| other`) becomes the keys `key_one` and `key_other`.
 */
export function toConsoleTexts(messages: Messages): Messages {
  const converted: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'object' && value !== null) converted[key] = toConsoleTexts(value as Messages);
    else if (typeof value !== 'string') converted[key] = value;
    else if (value.includes(' |||| ')) {
      const [one, other] = value.split(' |||| ');
      converted[`${key}_one`] = withPlaceholders(one);
      converted[`${key}_other`] = withPlaceholders(other ?? one);
    } else converted[key] = withPlaceholders(value);
  }
  return converted;
}

/** react-admin's own English texts (buttons, notifications, pagination), converted once. */
export const reactAdminEnglish = (): Messages => toConsoleTexts(englishMessages as unknown as Messages);
