import organisationSchema from '../../schemas/records/organisation.schema.json';
import aggregatorSchema from '../../schemas/records/aggregator.schema.json';
import { DatagridConfigurable, DateField, SimpleForm, TextField, TextInput, useResourceContext } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { ORGANISATION_DECLARATIONS } from './declaration';
import { MembersPanel } from './MembersPanel';
import { organisationType } from './organisationTypes';

const COLUMNS = [{ source: 'name' }, { source: 'hostname' }, { source: 'description' }, { source: 'modified' }];
const validators = { strict: schemaFormValidator(aggregatorSchema), plain: schemaFormValidator(organisationSchema) };
const useType = () => organisationType(useResourceContext()!);
const useValidate = () => (useType().strict ? validators.strict : validators.plain);

export function OrganisationList() {
  const type = useType();
  return (
    <ResourceList declaration={ORGANISATION_DECLARATIONS[type.name]} columns={COLUMNS}>
      <DatagridConfigurable rowClick="show">
        <TextField source="name" />
        <TextField source="hostname" emptyText="—" />
        <TextField source="description" emptyText="—" sortable={false} />
        <DateField source="modified" showTime />
      </DatagridConfigurable>
    </ResourceList>
  );
}

export function OrganisationShow() {
  const type = useType();
  return (
    <ShowWithHistory>
      <TextField source="name" />
      <TextField source="description" emptyText="—" />
      <TextField source="hostname" emptyText="—" />
      {type.members && <MembersPanel type={type} />}
    </ShowWithHistory>
  );
}

function OrganisationFields() {
  const type = useType();
  return (
    <>
      <TextInput source="name" isRequired />
      <TextInput source="description" multiline isRequired={!!type.strict} />
      <TextInput source="hostname" />
    </>
  );
}

export function OrganisationCreate() {
  const validate = useValidate();
  return (
    <CreateWithNotice redirect="show">
      <SimpleForm validate={validate}>
        <OrganisationFields />
      </SimpleForm>
    </CreateWithNotice>
  );
}

export function OrganisationEdit() {
  const validate = useValidate();
  return (
    <StaleCheckedEdit form={{ validate }}>
      <OrganisationFields />
    </StaleCheckedEdit>
  );
}
