import type { ReactNode } from 'react';
import { Datagrid, ShowButton, TextField, WrapperField } from 'react-admin';
import { renewalTypeFilter } from '../../../src/console/resourceViews/renewalTypeFilter';
import { StatusGroupInput } from '../../../src/console/resourceViews/StatusGroupInput';
import { QUOTE_STATUS_GROUPS } from '../lifecycle/statusFilters';
import { RegionDateField } from '../../../src/console/resourceViews/RegionDateField';

/** Spec 002 §2 quote filters: type (new business, renewals) and status (Ready, Referred, inactive, any other). */
export const quoteFilters = [
  renewalTypeFilter('quotes'),
  <StatusGroupInput key="status" alwaysOn groups={QUOTE_STATUS_GROUPS} />,
];

/**
 * The quotes table of the quotes list and of the agency dashboard's QUOTES tab: Effective, Last Updated, Client,
 * Quote Number, Status, Actions (Show, and what the page adds).
 */
export function QuoteGrid({ actions }: { actions?: ReactNode }) {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <RegionDateField source="effectiveDate" />
      <RegionDateField source="modified" showTime />
      <TextField source="companyName" />
      <TextField source="quoteNumber" />
      <TextField source="status" />
      <WrapperField label="resources.quotes.fields.actions" sortable={false}>
        <ShowButton />
        {actions}
      </WrapperField>
    </Datagrid>
  );
}
