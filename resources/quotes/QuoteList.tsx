import { DeleteButton, List, Pagination, SearchInput, useCanAccess, useNotify } from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { quotesResource } from './declaration';
import { QuoteGrid, quoteFilters } from './list/quoteGrid';

const filters = [<SearchInput key="q" source="q" alwaysOn />, ...quoteFilters];

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

/** The quotes list (spec 002 §2): the quotes table, paged by the declaration's sizes; Delete for those who may. */
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
      <QuoteGrid actions={canDelete && <QuoteDeleteButton />} />
    </List>
  );
}
