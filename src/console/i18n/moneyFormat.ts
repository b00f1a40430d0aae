/** An amount in a currency with 2 decimals (spec 000 §9), as every money figure of the console is shown through Intl. */
export const moneyFormat = (currency: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
