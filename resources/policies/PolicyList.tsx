import { List, Pagination, SearchInput } from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { policiesResource } from './declaration';
import { PolicyGrid, policyFilters } from './list/policyGrid';

const filters = [<SearchInput key="q" source="q" alwaysOn />, ...policyFilters];

/** The policies list (spec 002 §2): Expiration, Client, Policy Number, Status, Actions. */
export function PolicyList() {
  return (
    <List
      sort={listSort(policiesResource)}
      perPage={policiesResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...policiesResource.pageSizes]} />}
    >
      <PolicyGrid />
    </List>
  );
}
