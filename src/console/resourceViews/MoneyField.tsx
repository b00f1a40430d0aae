import { NumberField, type NumberFieldProps } from 'react-admin';
import { useConsoleConfig } from '../config/consoleConfig';
import { moneyFormat } from '../i18n/moneyFormat';

/** An amount in the region's currency and locale (spec 000 §9: £ for UK, $ otherwise, 2 decimals), by Intl.NumberFormat. */
export function MoneyField(props: Omit<NumberFieldProps, 'options' | 'locales'>) {
  const { currency, locale } = useConsoleConfig();
  return <NumberField {...props} locales={locale} options={moneyFormat(currency)} />;
}
