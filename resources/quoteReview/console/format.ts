import { formatMoney, formatWholeMoney } from '../../quotes';

/** The review pages write figures as the server answered them (formatting only), in US dollars. */
const LOCALE = 'en-US';
const CURRENCY = 'USD';

export const money = (amount: number | null): string => (amount === null ? '—' : formatMoney(amount, CURRENCY, LOCALE));
export const wholeMoney = (amount: number | null): string =>
  amount === null ? '—' : formatWholeMoney(amount, CURRENCY, LOCALE);
export const plain = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);
