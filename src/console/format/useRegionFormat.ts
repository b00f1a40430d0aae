import { useMemo } from 'react';
import { useConsoleConfig } from '../config/consoleConfig';
import { moneyFormat } from '../i18n/moneyFormat';

/** The region's formatters (spec 000 §9), one set per locale and currency, all through Intl. */
export interface RegionFormat {
  /** An amount in the region's currency, 2 decimals: "$1,234.50", "£1,234.50". */
  money(amount: number): string;
  /** A number grouped the locale's way, with up to `decimals` decimals. */
  number(value: number, decimals?: number): string;
  /** A ratio as a percentage: 0.125 → "12.5%". */
  percent(ratio: number): string;
  /** A day (`2031-02-01` or an instant) in the locale's short form: 02/01/2031, 01/02/2031. */
  date(value: string): string;
  /** An instant with its time of day. */
  dateTime(value: string): string;
}

/** Formatters for a locale and currency; a day string is read as that calendar day, wherever the browser is. */
export function regionFormat(locale: string, currency: string): RegionFormat {
  const money = new Intl.NumberFormat(locale, moneyFormat(currency));
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  return {
    money: (amount) => money.format(amount),
    number: (value, decimals = 2) => new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(value),
    percent: (ratio) => percent.format(ratio),
    date: (value) => (isDay(value) ? day.format(new Date(`${value}T00:00:00Z`)) : instant.format(new Date(value))),
    dateTime: (value) => instant.format(new Date(value)),
  };
}

/** The signed-in console's region formatters (its locale and currency from GET /api/config). */
export function useRegionFormat(): RegionFormat {
  const { locale, currency } = useConsoleConfig();
  return useMemo(() => regionFormat(locale, currency), [locale, currency]);
}
