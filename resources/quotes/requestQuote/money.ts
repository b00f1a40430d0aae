/** A figure as the server answered it, written in the region's locale (formatting only: no arithmetic). */
export const formatMoney = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** A limit or another whole amount, without cents. */
export const formatWholeMoney = (amount: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
