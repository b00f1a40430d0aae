import { BooleanField, DateField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { useConsoleConfig } from '../../src/console/config/consoleConfig';

export function PolicyShow() {
  const { currency, locale } = useConsoleConfig();
  const money = { style: 'currency', currency } as const;
  return (
    <Show actions={<TopToolbar />}>
      <SimpleShowLayout>
        <TextField source="policyNumber" />
        <TextField source="companyName" />
        <TextField source="status" />
        <TextField source="product" />
        <DateField source="effectiveDate" />
        <DateField source="endDate" />
        <BooleanField source="isOpenForRenewal" />
        <BooleanField source="isPaid" />
        <BooleanField source="agencyBilled" />
        <NumberField source="totalPremium" options={money} locales={locale} />
        <NumberField source="brokerFee" options={money} locales={locale} />
        <NumberField source="mgaFee" options={money} locales={locale} />
        <NumberField source="commission" options={money} locales={locale} emptyText="—" />
        <TextField source="quoteNumber" emptyText="—" />
        <TextField source="customerEmail" emptyText="—" />
        <TextField source="agencyName" />
      </SimpleShowLayout>
    </Show>
  );
}
