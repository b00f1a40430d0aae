import apiKeySchema from '../../schemas/records/apiKey.schema.json';
import { Card } from '@mui/material';
import { useState } from 'react';
import { SimpleForm, TextInput, useRedirect } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { SecretShownOnce } from './SecretShownOnce';

const validate = schemaFormValidator(apiKeySchema);

/** Create {name}: the answer holds the secret, shown once before going to the key's page. */
export function ApiKeyCreate() {
  const redirect = useRedirect();
  const [issued, setIssued] = useState<{ id: string; secret: string }>();
  if (issued) {
    return (
      <Card sx={{ mt: 2 }}>
        <SecretShownOnce secret={issued.secret} onDone={() => redirect('show', 'apiKeys', issued.id)} />
      </Card>
    );
  }
  return (
    <CreateWithNotice
      mutationOptions={{
        onSuccess: (data: { id: string; secret: string }) => setIssued({ id: data.id, secret: data.secret }),
      }}
    >
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <TextInput source="name" isRequired />
      </SimpleForm>
    </CreateWithNotice>
  );
}

/** Edit: the name only (the secret is replaced by Regenerate on the key's page). */
export function ApiKeyEdit() {
  return (
    <StaleCheckedEdit redirect="show" form={{ validate, mode: 'onBlur', reValidateMode: 'onChange' }}>
      <TextInput source="name" isRequired />
    </StaleCheckedEdit>
  );
}
