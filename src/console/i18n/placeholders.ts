import { moneyFormat } from './moneyFormat';

/** How a placeholder's value is shown: `{{name}}` as written, or `{{name, format}}` through Intl in the locale. */
export interface PlaceholderContext {
  locale: string;
  /** The region's currency, for `{{amount, money}}`. */
  currency: string;
  /** Intl options per placeholder name (`formatParams: { due: { timeZone: 'UTC' } }`). */
  formatParams?: Record<string, Intl.NumberFormatOptions & Intl.DateTimeFormatOptions>;
}

const PLACEHOLDER = /\{\{\s*([^,}]+?)\s*(?:,\s*([a-zA-Z]+)(?:\(([^)]*)\))?\s*)?\}\}/g;

function formatted(
  value: unknown,
  format: string,
  argument: string | undefined,
  options: object,
  context: PlaceholderContext,
) {
  switch (format) {
    case 'number':
      return new Intl.NumberFormat(context.locale, options).format(value as number);
    case 'datetime':
      return new Intl.DateTimeFormat(context.locale, options).format(value as Date | number);
    case 'currency':
      return new Intl.NumberFormat(context.locale, { ...options, style: 'currency', currency: argument }).format(
        value as number,
      );
    case 'money':
      return new Intl.NumberFormat(context.locale, { ...moneyFormat(argument ?? context.currency), ...options }).format(
        value as number,
      );
    default:
      return String(value);
  }
}

/**
 * Fills a text's `{{name}}` placeholders from `values`; `{{n, number}}`, `{{day, datetime}}`, `{{amount, currency(EUR)}}`
 * and `{{amount, money}}` (an amount in the region's currency, as the console's money fields show it) format through
 * Intl. A placeholder without a value stays as written, so a missing value shows rather than vanishes.
 */
export function fillPlaceholders(text: string, values: Record<string, unknown>, context: PlaceholderContext): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string, format?: string, argument?: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    if (!format) return String(value);
    return formatted(value, format, argument?.trim(), context.formatParams?.[name] ?? {}, context);
  });
}
