import webhookSchema from '../../schemas/records/webhook.schema.json';
import { SimpleForm, TextInput } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { AgencyInput } from '../../src/console/resourceViews/AgencyInput';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';

const validate = schemaFormValidator(webhookSchema);

/** Spec 001 §7: createHook {companyName}; the server generates the client id and secret. */
export function WebhookCreate() {
  return (
    <CreateWithNotice redirect="show">
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <AgencyInput />
        <TextInput source="companyName" isRequired />
      </SimpleForm>
    </CreateWithNotice>
  );
}

/** Edit: client id and secret (32 characters each) and the URL. */
export function WebhookEdit() {
  return (
    <StaleCheckedEdit form={{ validate, mode: 'onBlur', reValidateMode: 'onChange' }}>
      <TextInput source="companyName" isRequired />
      <TextInput source="clientId" isRequired fullWidth />
      <TextInput source="clientSecret" isRequired fullWidth />
      <TextInput source="webhookUrl" type="url" fullWidth />
    </StaleCheckedEdit>
  );
}
