import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { FEEDBACK_CATEGORIES, feedbackResource } from './declaration';

const CATEGORY_NAMES: Record<string, string> = {
  GENERAL_FEEDBACK: 'General Feedback',
  KUDOS: 'Give Kudos to the team',
  REPORT_ISSUE: 'Report an issue',
  QUESTION: 'Have a question',
  OTHER: 'Other',
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="category"
    source="category"
    choices={FEEDBACK_CATEGORIES.map((id) => ({ id, name: CATEGORY_NAMES[id] }))}
  />,
  <SelectInput key="priority" source="priority" choices={['HIGH', 'NORMAL'].map((id) => ({ id, name: id }))} />,
];

/** Staff's list of the feedback sent from every area, newest first; issues are HIGH priority. */
export function FeedbackList() {
  const translate = useTranslate();
  return (
    <List
      sort={listSort(feedbackResource)}
      perPage={feedbackResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...feedbackResource.pageSizes]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created" showTime />
        <FunctionField
          source="category"
          render={(record: { category: string }) => CATEGORY_NAMES[record.category] ?? record.category}
        />
        <TextField source="priority" />
        <TextField source="feedbackText" sortable={false} />
        <FunctionField
          source="permissionToShare"
          sortable={false}
          render={(record: { permissionToShare: boolean }) =>
            translate(record.permissionToShare ? 'ra.boolean.true' : 'ra.boolean.false')
          }
        />
        <TextField source="createdBy" sortable={false} />
        <TextField source="accountName" sortable={false} />
      </Datagrid>
    </List>
  );
}
