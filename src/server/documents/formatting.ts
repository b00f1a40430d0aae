/**
 * Figures and days as the console writes them for the server's region: money by the shared
 * `formatMoney` (Intl.NumberFormat, the region's currency and locale), days as react-admin's DateField shows
 * them in that locale. Formatting only: every figure is the one the record stores.
 */
import { formatMoney } from '../../shared/region/formatting';
import { REGION_PROFILES, type Region } from '../../shared/region/regions';

export interface Formatter {
  money(amount: unknown): string;
  /** A day (`2031-02-01`) or a timestamp's UTC day. */
  day(value: unknown): string;
}

const DASH = '-';
const DAY = /^\d{4}-\d{2}-\d{2}/;

export function formatterFor(region: Region): Formatter {
  const { locale } = REGION_PROFILES[region];
  const days = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' });
  const day = (value: unknown): string => {
    const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
    return DAY.test(text) ? days.format(new Date(`${text.slice(0, 10)}T00:00:00Z`)) : DASH;
  };
  return {
    money: (amount) => {
      const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
      return typeof value === 'number' && Number.isFinite(value) ? formatMoney(value, region) : DASH;
    },
    day,
  };
}
