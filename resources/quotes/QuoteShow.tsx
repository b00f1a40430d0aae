import { lazy, Suspense } from 'react';
import { BooleanField, DateField, NumberField, TextField, TopToolbar, useCanAccess } from 'react-admin';
import { useConsoleConfig } from '../../src/console/config/consoleConfig';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { QuoteDeleteButton } from './QuoteList';

// The lifecycle's actions bar and dialogs (actions/), a chunk of its own loaded with this page.
const QuoteActionsBar = lazy(() =>
  import('./actions/QuoteActionsBar').then((bar) => ({ default: bar.QuoteActionsBar })),
);

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'quotes', action: 'delete' });
  return (
    <TopToolbar>
      <Suspense fallback={null}>
        <QuoteActionsBar />
      </Suspense>
      {canAccess && <QuoteDeleteButton />}
    </TopToolbar>
  );
};

export function QuoteShow() {
  const { currency, locale } = useConsoleConfig();
  const money = { style: 'currency', currency } as const;
  return (
    // With its History tab: every action is a history entry (status before → after, actor).
    <ShowWithHistory actions={<ShowActions />}>
      <TextField source="quoteNumber" />
      <TextField source="companyName" />
      <TextField source="status" />
      <TextField source="product" />
      <BooleanField source="isRenewal" />
      <BooleanField source="isSurplus" />
      <DateField source="effectiveDate" />
      <DateField source="endDate" emptyText="—" />
      <DateField source="expiresOn" emptyText="—" />
      <NumberField source="limit" />
      <NumberField source="aggLimit" />
      <NumberField source="premium" options={money} locales={locale} />
      <NumberField source="totalPremium" options={money} locales={locale} />
      <NumberField source="brokerFee" options={money} locales={locale} />
      <NumberField source="mgaFee" options={money} locales={locale} />
      <NumberField source="additionalBrokerFee" options={money} locales={locale} emptyText="—" />
      {/* On surplus paper: the state's surplus line tax and stamping fee, part of the total (surplus/surplusCharges.ts). */}
      <NumberField
        source="details.quoteResponse.surplusLineTax"
        label="resources.quotes.fields.surplusLineTax"
        options={money}
        locales={locale}
        emptyText="—"
      />
      <NumberField
        source="details.quoteResponse.surplusStampingFee"
        label="resources.quotes.fields.surplusStampingFee"
        options={money}
        locales={locale}
        emptyText="—"
      />
      <DateField source="binderExpiresOn" emptyText="—" />
      <TextField source="customerEmail" emptyText="—" />
      <TextField source="agentEmail" emptyText="—" />
      <TextField source="agencyName" />
      <DateField source="modified" showTime />
    </ShowWithHistory>
  );
}
