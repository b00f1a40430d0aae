import { DateField, FunctionField, TextField, useTranslate } from 'react-admin';
import { ShowActions } from '../../src/console/resourceViews/ResourceActions';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { KeyActivity } from './KeyActivity';
import { RegenerateKeyButton } from './RegenerateKeyButton';
import type { ApiKeyAnswer } from './apiKeyAnswer';

/** A key: its name and hint, who made it, its last use, Regenerate / Edit / Delete, and its recent calls. */
export function ApiKeyShow() {
  const translate = useTranslate();
  return (
    <ShowWithHistory actions={<ShowActions extra={<RegenerateKeyButton />} />}>
      <TextField source="name" />
      <FunctionField source="secretHint" render={(record: ApiKeyAnswer) => `…${record.secretHint}`} />
      <TextField source="createdBy" />
      <DateField source="created" showTime />
      <DateField source="regenerated" showTime emptyText="—" />
      <DateField source="lastUsed" showTime emptyText={translate('resources.apiKeys.never')} />
      <KeyActivity />
    </ShowWithHistory>
  );
}
