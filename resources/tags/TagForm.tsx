import { Create, Edit, SimpleForm, TextInput } from 'react-admin';
import { AgencyInput } from '../../src/console/resourceViews/AgencyInput';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';

const validate = schemaFormValidator('tag');

export function TagCreate() {
  return (
    <Create redirect="list">
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <AgencyInput />
        <TextInput source="name" isRequired />
      </SimpleForm>
    </Create>
  );
}

export function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <TextInput source="name" isRequired />
      </SimpleForm>
    </Edit>
  );
}
