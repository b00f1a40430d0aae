import { lazy, Suspense } from 'react';
import { BooleanField, DateField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { useConsoleConfig } from '../../src/console/config/consoleConfig';

// The lifecycle's actions bar and dialogs (actions/), a chunk of its own loaded with this page.
const PolicyActionsBar = lazy(() => import('./actions/PolicyActionsBar').then((bar) => ({ default: bar.PolicyActionsBar })));

// The billing panel (resources/payments): balance, transactions and the billing dialogs, a chunk of its own.
const PolicyBilling = lazy(() => import('../payments/console/billing/PolicyBilling').then((panel) => ({ default: panel.PolicyBilling })));

// The certificate of insurance with its holder, additional insured and e-mail (resources/policyDocuments), its own chunk.
const CertificateButton = lazy(() => import('../policyDocuments/console/CertificateButton').then((button) => ({ default: button.CertificateButton })));

const ShowActions = () => (
  <TopToolbar>
    <Suspense fallback={null}>
      <PolicyActionsBar />
      <CertificateButton />
    </Suspense>
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
      <Suspense fallback={null}>
        <PolicyBilling />
      </Suspense>
    </Show>
  );
}
