import { REGION_PROFILES, type Region } from './regions';

/** Money as the console shows it (spec 000 §9): £ for UK, $ otherwise, thousands grouped, 2 decimals. */
export function formatMoney(amount: number, region: Region): string {
  const { locale, currencySymbol } = REGION_PROFILES[region];
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currencySymbol}${groupNumber(Math.abs(amount), locale, 2)}`;
}

/** A number with the locale's thousands grouping and a fixed number of decimals (numeric inputs, spec 000 §5). */
export const groupNumber = (value: number, locale = 'en-US', decimals = 2): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true }).format(value);

/** Reads back what a grouped input shows: "1,234.5" → 1234.5; blank or unreadable → undefined. */
export function parseGroupedNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,£$]/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d*$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

/** Phone display (spec 000 §5): exactly 10 digits read (xxx) xxx-xxxx; anything else is shown as typed. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
