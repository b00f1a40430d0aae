import { lazy, Suspense } from 'react';
import { BooleanField, DateField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { useConsoleConfig } from '../../src/console/config/consoleConfig';
import { ExtensionSlot } from '../../src/console/registry/ExtensionSlot';

// The lifecycle's actions bar and dialogs (actions/), a chunk of its own loaded with this page.
const PolicyActionsBar = lazy(() =>
  import('./actions/PolicyActionsBar').then((bar) => ({ default: bar.PolicyActionsBar })),
);

const ShowActions = () => (
  <TopToolbar>
    <Suspense fallback={null}>
      <PolicyActionsBar />
    </Suspense>
    {/* The certificate of insurance (resources/policyDocuments extends policies), its own chunk. */}
    <ExtensionSlot name="show.actions" />
  </TopToolbar>
);

export function PolicyShow() {
  const { currency, locale } = useConsoleConfig();
  const money = { style: 'currency', currency } as const;
  return (
    <Show actions={<ShowActions />}>
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
      {/* The billing panel (resources/payments extends policies): balance, transactions and dialogs, its own chunk. */}
      <ExtensionSlot name="show.after" />
    </Show>
  );
}
