import {
  BulkDeleteButton,
  CreateButton,
  DatagridConfigurable,
  DateField,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectArrayInput,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
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
      {canCreate && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
};

const BulkActions = () => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounts', action: 'delete' });
  return canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null;
};

const { field, direction } = accountsResource.defaultSort;

/** Accounts: search box, status filter, sortable columns, page sizes 25/50/100. */
export function AccountList() {
  return (
    <List
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
