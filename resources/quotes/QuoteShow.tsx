import { lazy, Suspense } from 'react';
import { BooleanField, SimpleShowLayout, TextField, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { MoneyField } from '../../src/console/resourceViews/MoneyField';
import { RegionDateField } from '../../src/console/resourceViews/RegionDateField';
import { RecordPage } from '../../src/console/resourceViews/RecordPage';
import { QuoteDeleteButton } from './QuoteList';
import { BusinessRecordHeader } from '../../src/console/resourceViews/BusinessRecordHeader';

// The workbench (premium breakdown, coverages, fees and taxes, timeline), a chunk of its own.
const QuoteWorkbench = lazy(() =>
  import('./workbench/QuoteWorkbench').then((workbench) => ({ default: workbench.QuoteWorkbench })),
);

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

/**
 * The quote page: its header (number, client, status, the total premium as headline), its next actions in the
 * toolbar (from the published machine), and tabs: the workbench with every field below it, and its history (every
 * action is a history entry: status before → after, actor).
 */
export function QuoteShow() {
  const translate = useTranslate();
  return (
    <RecordPage
      actions={<ShowActions />}
      header={<BusinessRecordHeader resource="quotes" numberSource="quoteNumber" />}
      mainTab="resources.quotes.workbench.tab"
    >
      <Suspense fallback={null}>
        <QuoteWorkbench />
      </Suspense>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
        {translate('resources.quotes.workbench.details')}
      </Typography>
      <QuoteFields />
    </RecordPage>
  );
}

/** Every field of the quote, labelled. */
function QuoteFields() {
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <TextField source="quoteNumber" />
      <TextField source="companyName" />
      <TextField source="status" />
      <TextField source="product" />
      <BooleanField source="isRenewal" />
      <BooleanField source="isSurplus" />
      <RegionDateField source="effectiveDate" />
      <RegionDateField source="endDate" emptyText="—" />
      <RegionDateField source="expiresOn" emptyText="—" />
      <MoneyField source="limit" />
      <MoneyField source="aggLimit" />
      <MoneyField source="premium" />
      <MoneyField source="totalPremium" />
      <MoneyField source="brokerFee" />
      <MoneyField source="mgaFee" />
      <MoneyField source="additionalBrokerFee" emptyText="—" />
      {/* On surplus paper: the state's surplus line tax and stamping fee, part of the total (surplus/surplusCharges.ts). */}
      <MoneyField
        source="details.quoteResponse.surplusLineTax"
        label="resources.quotes.fields.surplusLineTax"
        emptyText="—"
      />
      <MoneyField
        source="details.quoteResponse.surplusStampingFee"
        label="resources.quotes.fields.surplusStampingFee"
        emptyText="—"
      />
      <RegionDateField source="binderExpiresOn" emptyText="—" />
      <TextField source="customerEmail" emptyText="—" />
      <TextField source="agentEmail" emptyText="—" />
      <TextField source="agencyName" />
      <RegionDateField source="modified" showTime />
    </SimpleShowLayout>
  );
}
