import { useConsoleConfig } from '../../../src/console/config/consoleConfig';

/** Writes an amount as the server answered it, in the region's currency and locale (formatting only). */
export function useMoney(): (amount: number | null | undefined) => string {
  const { currency, locale } = useConsoleConfig();
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (amount) => (amount === null || amount === undefined ? '—' : format.format(amount));
}
