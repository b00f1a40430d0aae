import {
  Button,
  DeleteButton,
  EditButton,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { AccountDetailsTab } from './details/AccountDetailsTab';
import { AccountHeader } from './show/AccountHeader';
import { useRelatedTabs } from '../../src/console/resourceViews/RelatedTabs';

import { AccountTagsField } from '../accountTags';
import { RecordHistory } from '../../src/console/history/RecordHistory';
import { JumpInButton } from '../../src/console/auth/JumpInButton';
import { PhoneField } from '../../src/console/resourceViews/PhoneField';
import { RequestQuoteButton } from '../quotes';
import { ExtensionSlot } from '../../src/console/registry/ExtensionSlot';
import type { AccountAnswer } from './accountAnswer';
import { RegionDateField } from '../../src/console/resourceViews/RegionDateField';

/** The account's actions (contact, decline, agent, agency): their own chunk, loaded with the page. */
const AccountActionsBar = lazy(() =>
  import('./actionsBar/AccountActionsBar').then((bar) => ({ default: bar.AccountActionsBar })),
);

/** Links to the account's questionnaires and to a new claim for it (schema-driven forms). */
const FormLinks = () => {
  const record = useRecordContext<AccountAnswer>();
  const { canAccess: canClaim } = useCanAccess({ resource: 'claims', action: 'create' });
  if (!record) return null;
  return (
    <>
      <Button component={Link} to={`/accounts/${record.id}/questionnaire`} label="Questionnaire" />
      {canClaim && <Button component={Link} to={`/claims/create?accountId=${record.id}`} label="New Claim" />}
    </>
  );
};

const ShowActions = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'accounts', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounts', action: 'delete' });
  return (
    <TopToolbar>
      <Suspense fallback={null}>
        <AccountActionsBar />
      </Suspense>
      <JumpInButton accountType="CUSTOMER" />
      <Suspense fallback={null}>
        <RequestQuoteButton />
      </Suspense>
      <FormLinks />
      {canEdit && <EditButton />}
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
};

/**
 * The account page: its header (name, status, agency, agent, where), its actions, and tabs for the summary, the
 * records it owns (quotes, policies, claims, submissions: the tabs those resources add, each a real list scoped as
 * the lists are), details, documents and history.
 */
export function AccountShow() {
  const related = useRelatedTabs('accounts');
  return (
    <Show actions={<ShowActions />}>
      <AccountHeader />
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" />
          <TextField source="status" />
          <TextField source="agencyName" emptyText="—" />
          <TextField source="address1" />
          <TextField source="address2" emptyText="—" />
          <TextField source="city" />
          <TextField source="state" emptyText="—" />
          <TextField source="zipCode" />
          <TextField source="country" />
          <PhoneField source="phone" />
          <TextField source="policyContactFirstName" emptyText="—" />
          <TextField source="policyContactLastName" emptyText="—" />
          <TextField source="policyContactEmail" emptyText="—" />
          <PhoneField source="policyContactPhone" />
          <Suspense fallback={null}>
            <AccountTagsField />
          </Suspense>
          <RegionDateField source="created" showTime />
          <RegionDateField source="modified" showTime />
        </TabbedShowLayout.Tab>
        {related}
        <TabbedShowLayout.Tab label="Details" path="details">
          <AccountDetailsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Documents" path="documents">
          {/* The account's documents (resources/documents extends accounts), their own chunk. */}
          <ExtensionSlot name="show.documents" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Billing contacts" path="billing">
          {/* Who receives the account's invoices (resources/payments extends accounts), its own chunk. */}
          <ExtensionSlot name="show.billing" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
