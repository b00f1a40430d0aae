import { formatMoney } from '../../quotes';

/** The payment page writes the server's figures in US dollars (formatting only). */
export const money = (amount: number): string => formatMoney(amount, 'USD', 'en-US');
