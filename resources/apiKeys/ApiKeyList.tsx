import InsightsIcon from '@mui/icons-material/Insights';
import { Box } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
  FunctionField,
  List,
  Pagination,
  TextField,
  useBasename,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { apiKeysResource } from './declaration';
import type { ApiKeyAnswer } from './apiKeyAnswer';

/** The organisation's keys: a secret is never listed, only its last four characters. */
export function ApiKeyList() {
  const translate = useTranslate();
  return (
    <List
      sort={listSort(apiKeysResource)}
      perPage={apiKeysResource.pageSizes[0]}
      actions={<KeyListActions />}
      pagination={<Pagination rowsPerPageOptions={[...apiKeysResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <FunctionField
          source="secretHint"
          sortable={false}
          render={(record: ApiKeyAnswer) => `…${record.secretHint}`}
        />
        <TextField source="createdBy" sortable={false} />
        <DateField source="lastUsed" showTime sortable={false} emptyText={translate('resources.apiKeys.never')} />
        <DateField source="created" showTime />
      </Datagrid>
    </List>
  );
}

/** The list's actions and the way to the organisation's whole API activity (its own page). */
function KeyListActions() {
  const basename = useBasename();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button
        component={Link}
        to={`${basename}/apiActivity`}
        label="resources.apiKeys.activityPage"
        startIcon={<InsightsIcon />}
      />
      <ListActions />
    </Box>
  );
}
