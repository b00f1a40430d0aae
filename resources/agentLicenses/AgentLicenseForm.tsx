import { Create, DateInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { notBeforeToday } from '../../src/console/resourceViews/notBeforeToday';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { useLicenseSaved } from '../agencyLicenses/useLicenseSaved';
import { AgentInput } from './AgentInput';

const validate = schemaFormValidator('agentLicense', notBeforeToday());

function Fields() {
  return (
    <>
      <AgentInput />
      <TextInput source="number" isRequired />
      <SelectInput source="state" choices={US_STATE_CHOICES} isRequired />
      <DateInput source="expirationDate" isRequired />
      <TextInput source="npn" />
    </>
  );
}

export function AgentLicenseCreate() {
  return (
    <Create mutationOptions={useLicenseSaved()}>
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <Fields />
      </SimpleForm>
    </Create>
  );
}

export function AgentLicenseEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useLicenseSaved()}>
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <Fields />
      </SimpleForm>
    </Edit>
  );
}
