import type { ReactElement, ReactNode } from 'react';
import { List, SearchInput } from 'react-admin';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import { useCsvExporter, type ListColumn } from '../export/useCsvExporter';
import { ListActions } from './ResourceActions';
import { ListPagination } from './ListPagination';
import { listSort } from './listDefaults';

const SEARCH = <SearchInput key="q" source="q" alwaysOn />;

/**
 * A resource's list as its declaration has it: default sort, page sizes, the search box (plus any other
 * filters), Create for those allowed and the CSV export of the visible `columns`.
 */
export function ResourceList({
  declaration,
  columns,
  filters = [],
  actions = <ListActions />,
  children,
}: {
  declaration: ResourceDeclaration;
  columns: readonly ListColumn[];
  filters?: ReactElement[];
  actions?: ReactElement;
  children: ReactNode;
}) {
  const exporter = useCsvExporter(declaration.name, columns);
  return (
    <List
      sort={listSort(declaration)}
      perPage={declaration.pageSizes[0]}
      filters={[SEARCH, ...filters]}
      actions={actions}
      exporter={exporter}
      pagination={<ListPagination rowsPerPageOptions={[...declaration.pageSizes]} />}
    >
      {children}
    </List>
  );
}
