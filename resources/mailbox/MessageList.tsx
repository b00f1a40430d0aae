import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { MAILBOX_CATEGORIES } from './categoryNames';
import { mailboxResource } from './declaration';
import type { Message } from './thread/mailboxMethods';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="msgCategory"
    source="msgCategory"
    choices={MAILBOX_CATEGORIES.map((id) => ({ id, name: `resources.mailbox.categories.${id}` }))}
  />,
  <SelectInput
    key="emailDirection"
    source="emailDirection"
    choices={['INBOUND', 'OUTBOUND', 'DRAFT'].map((id) => ({ id, name: `resources.mailbox.directions.${id}` }))}
  />,
];

/** The messages the caller sees, newest first, with the thread count (spec 001 §3 rule). */
export function MessageList() {
  const staff = useIsStaff();
  return (
    <List
      sort={listSort(mailboxResource)}
      perPage={mailboxResource.pageSizes[0]}
      filters={filters}
      pagination={<Pagination rowsPerPageOptions={[...mailboxResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="dateReceived" showTime />
        <TextField source="fromAddress" sortable={false} />
        <TextField source="subject" />
        <FunctionField source="msgCategory" render={(record: Message) => record.msgCategory} />
        <FunctionField source="threadCount" sortable={false} render={(record: Message) => record.threadCount} />
        <BooleanField source="isStarred" sortable={false} />
        {staff && <TextField source="agencyName" sortable={false} emptyText="—" />}
      </Datagrid>
    </List>
  );
}
