import { Datagrid, DateField, ShowButton, TextField, WrapperField } from 'react-admin';
import { QUOTE_STATUSES, QUOTE_STATUS_FILTERS } from '../../../../shared/catalogue/statuses';
import { StatusGroupInput } from '../../../resourceViews/StatusGroupInput';
import { DashboardList } from './DashboardList';
import type { TabProps } from './tabProps';
import { typeFilter } from './typeFilter';

/** Spec 002 §2 quote filters: type, and status Ready, Referred, inactive (Invalid or Declined) or another one. */
const filters = [
  typeFilter('quotes'),
  <StatusGroupInput
    key="status"
    alwaysOn
    groups={[
      { label: 'resources.quotes.filters.ready', statuses: QUOTE_STATUS_FILTERS.ready },
      { label: 'resources.quotes.filters.referred', statuses: QUOTE_STATUS_FILTERS.referred },
      { label: 'resources.quotes.filters.inactive', statuses: QUOTE_STATUS_FILTERS.inactive },
      ...QUOTE_STATUSES.filter((s) => !['READY', 'REFERRED', 'INVALID', 'DECLINED'].includes(s)).map((s) => ({
        label: s,
        statuses: [s],
      })),
    ]}
  />,
];

/** QUOTES: Effective, Last Updated, Client, Quote Number, Status, Actions; newest change first. */
export default function QuotesTab({ prefilter, teamScope }: TabProps) {
  return (
    <DashboardList
      resource="quotes"
      filter={prefilter}
      sort={{ field: 'modified', order: 'DESC' }}
      teamScope={teamScope}
      filters={filters}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="effectiveDate" />
        <DateField source="modified" showTime />
        <TextField source="companyName" />
        <TextField source="quoteNumber" />
        <TextField source="status" />
        <WrapperField label="resources.quotes.fields.actions" sortable={false}>
          <ShowButton />
        </WrapperField>
      </Datagrid>
    </DashboardList>
  );
}
