import {
  Datagrid,
  DeleteButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  useCanAccess,
} from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { statesResource } from './declaration';

const COUNTRIES = [
  { id: 'US', name: 'US' },
  { id: 'UK', name: 'UK' },
  { id: 'AU', name: 'AU' },
];
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="country" source="country" choices={COUNTRIES} alwaysOn />,
];

/** Each country's states, with Delete for those allowed (spec 001 §2 "state delete"). */
export function StateList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'states', action: 'delete' });
  return (
    <List
      sort={listSort(statesResource)}
      perPage={statesResource.pageSizes[0]}
      filters={filters}
      pagination={<Pagination rowsPerPageOptions={[...statesResource.pageSizes]} />}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="stateName" />
        <TextField source="stateNameAbbrv" />
        <TextField source="country" />
        {canDelete && <DeleteButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  );
}
