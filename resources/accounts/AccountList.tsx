import {
  BulkDeleteButton,
  CreateButton,
  DatagridConfigurable,
  DateField,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectColumnsButton,
  SelectArrayInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { Suspense } from 'react';
import { SetupTagsLink } from '../tags';
import { ExtensionSlot } from '../../src/console/registry/ExtensionSlot';
import { useCsvExporter } from '../../src/console/export/useCsvExporter';
import { ACCOUNT_STATUSES } from './choices';
import { accountsResource } from './declaration';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={ACCOUNT_STATUSES} />,
];

const ListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: 'accounts', action: 'create' });
  return (
    <TopToolbar>
      <Suspense fallback={null}>
        <SetupTagsLink />
      </Suspense>
      {canCreate && <CreateButton />}
      <ExtensionSlot name="list.actions" />
      <SelectColumnsButton />
      <ExportButton />
    </TopToolbar>
  );
};

const BulkActions = () => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounts', action: 'delete' });
  return canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null;
};

const { field, direction } = accountsResource.defaultSort;

/** The columns the list shows, in order; the CSV export writes the same ones under the same labels. */
const EXPORT_COLUMNS = [
  { source: 'name' },
  { source: 'agencyName' },
  { source: 'city' },
  { source: 'state' },
  { source: 'zipCode' },
  { source: 'status' },
  { source: 'modified' },
];

/** Accounts: search box, status filter, sortable columns, page sizes 25/50/100. */
export function AccountList() {
  const exporter = useCsvExporter('accounts', EXPORT_COLUMNS);
  return (
    <List
      exporter={exporter}
      sort={{ field, order: direction === 'asc' ? 'ASC' : 'DESC' }}
      perPage={accountsResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...accountsResource.pageSizes]} />}
    >
      <DatagridConfigurable rowClick="show" bulkActionButtons={<BulkActions />}>
        <TextField source="name" />
        <TextField source="agencyName" sortable={false} />
        <TextField source="city" />
        <TextField source="state" />
        <TextField source="zipCode" />
        <TextField source="status" />
        <DateField source="modified" showTime />
      </DatagridConfigurable>
    </List>
  );
}
