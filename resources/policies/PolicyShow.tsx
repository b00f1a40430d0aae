import { lazy, Suspense } from 'react';
import { Stack } from '@mui/material';
import { BooleanField, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import { MoneyField } from '../../src/console/resourceViews/MoneyField';
import { RegionDateField } from '../../src/console/resourceViews/RegionDateField';
import { RecordPage } from '../../src/console/resourceViews/RecordPage';
import { StatusTimeline } from '../../src/console/history/StatusTimeline';
import { ExtensionSlot } from '../../src/console/registry/ExtensionSlot';
import { PageSection } from '../../src/console/resourceViews/PageSection';
import { BusinessRecordHeader } from '../../src/console/resourceViews/BusinessRecordHeader';

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

/**
 * The policy page: its header (number, status, product, client, period, the total premium as headline), its
 * actions in the toolbar (cancel, void, undo… from the published machine; the certificate), and tabs: the policy
 * (its billing — balance, transactions, payments — its way through its statuses, every field) and its history.
 */
export function PolicyShow() {
  const translate = useTranslate();
  return (
    <RecordPage
      actions={<ShowActions />}
      header={<BusinessRecordHeader resource="policies" numberSource="policyNumber" />}
      mainTab="resources.policies.page.tab"
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, py: 1 }}>
        <PageSection title={translate('resources.policies.page.details')}>
          <PolicyFields />
        </PageSection>
        <PageSection title={translate('history.timeline.title')}>
          <StatusTimeline />
        </PageSection>
      </Stack>
      {/* The billing panel (resources/payments extends policies): balance, transactions and dialogs, its own chunk. */}
      <ExtensionSlot name="show.after" />
    </RecordPage>
  );
}

/** Every field of the policy, labelled. */
function PolicyFields() {
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <TextField source="policyNumber" />
      <TextField source="companyName" />
      <TextField source="status" />
      <TextField source="product" />
      <RegionDateField source="effectiveDate" />
      <RegionDateField source="endDate" />
      <BooleanField source="isOpenForRenewal" />
      <BooleanField source="isPaid" />
      <BooleanField source="agencyBilled" />
      <MoneyField source="totalPremium" />
      <MoneyField source="brokerFee" />
      <MoneyField source="mgaFee" />
      <MoneyField source="commission" emptyText="—" />
      <TextField source="quoteNumber" emptyText="—" />
      <TextField source="customerEmail" emptyText="—" />
      <TextField source="agencyName" />
    </SimpleShowLayout>
  );
}
