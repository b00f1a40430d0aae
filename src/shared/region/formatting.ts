import { REGION_PROFILES, type Region } from './regions';

/** Money as the console shows it (spec 000 §9): the region's currency in its locale (£ for UK, $ otherwise), grouped, 2 decimals. */
export function formatMoney(amount: number, region: Region): string {
  const { locale, currency } = REGION_PROFILES[region];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A number with the locale's thousands grouping and a fixed number of decimals (numeric inputs, spec 000 §5). */
export const groupNumber = (value: number, locale = 'en-US', decimals = 2): string =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value);

/** Reads back what a grouped input shows: "1,234.5" → 1234.5; blank or unreadable → undefined. */
export function parseGroupedNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,£$]/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d*$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

export { formatPhone } from './phoneNumbers';
