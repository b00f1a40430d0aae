import tagSchema from '../../schemas/records/tag.schema.json';
import { CardContent, Typography } from '@mui/material';
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { RecordHistory } from '../../src/console/history/RecordHistory';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { AgencyInput } from '../../src/console/resourceViews/AgencyInput';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';

const validate = schemaFormValidator(tagSchema);

export function TagCreate() {
  return (
    <CreateWithNotice redirect="list">
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <AgencyInput />
        <TextInput source="name" isRequired />
      </SimpleForm>
    </CreateWithNotice>
  );
}

/** A tag has no show page (its list opens the edit page), so its history sits below the form. */
function TagHistory() {
  const translate = useTranslate();
  return (
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('history.title')}
      </Typography>
      <RecordHistory />
    </CardContent>
  );
}

export function TagEdit() {
  return (
    <StaleCheckedEdit
      redirect="list"
      form={{ validate, mode: 'onBlur', reValidateMode: 'onChange' }}
      below={<TagHistory />}
    >
      <TextInput source="name" isRequired />
    </StaleCheckedEdit>
  );
}
