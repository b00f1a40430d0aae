import {
  Datagrid,
  DateField,
  DeleteButton,
  List,
  NumberField,
  Pagination,
  SearchInput,
  TextField,
  useCanAccess,
} from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { tagsResource } from './declaration';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The agency's tags with how many accounts carry each; deleting a tag unselects it everywhere. */
export function TagList() {
  const staff = useIsStaff();
  const { canAccess: canDelete } = useCanAccess({ resource: 'tags', action: 'delete' });
  return (
    <List
      sort={listSort(tagsResource)}
      perPage={tagsResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...tagsResource.pageSizes]} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <NumberField source="accountCount" />
        {staff && <TextField source="agencyName" sortable={false} />}
        <DateField source="modified" showTime />
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  );
}
