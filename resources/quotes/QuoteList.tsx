import {
  Datagrid,
  DateField,
  DeleteButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  ShowButton,
  TextField,
  WrapperField,
  useCanAccess,
  useNotify,
} from 'react-admin';
import { QUOTE_STATUSES, QUOTE_STATUS_FILTERS } from '../../src/shared/catalogue/statuses';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { StatusGroupInput } from '../../src/console/resourceViews/StatusGroupInput';
import { quotesResource } from './declaration';

/** Spec 002 §2 quote filters: type (new business, renewals) and status (Ready, Referred, inactive, any other). */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="isRenewal"
    source="isRenewal"
    label="resources.quotes.filters.type"
    alwaysOn
    choices={[
      { id: 'false', name: 'resources.quotes.filters.newBusiness' },
      { id: 'true', name: 'resources.quotes.filters.renewals' },
    ]}
  />,
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

/** Spec 002 §8: "Quote Deleted Successfully!" (via the locale) / "Failed to delete quote". */
export function QuoteDeleteButton() {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      mutationOptions={{ onError: () => notify('resources.quotes.notifications.deleteFailed', { type: 'error' }) }}
    />
  );
}

/** The dashboard's quotes table: Effective, Last Updated, Client, Quote Number, Status, Actions. */
export function QuoteList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'quotes', action: 'delete' });
  return (
    <List
      sort={listSort(quotesResource)}
      perPage={quotesResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...quotesResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="effectiveDate" />
        <DateField source="modified" showTime />
        <TextField source="companyName" />
        <TextField source="quoteNumber" />
        <TextField source="status" />
        <WrapperField label="resources.quotes.fields.actions" sortable={false}>
          <ShowButton />
          {canDelete && <QuoteDeleteButton />}
        </WrapperField>
      </Datagrid>
    </List>
  );
}
