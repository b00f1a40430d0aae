import teamSchema from '../../schemas/records/team.schema.json';
import {
  BooleanField,
  BooleanInput,
  DatagridConfigurable,
  DateField,
  NumberField,
  ReferenceInput,
  SimpleForm,
  TextField,
  TextInput,
  AutocompleteInput,
} from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { teamsResource } from './declaration';

const COLUMNS = [
  { source: 'name' },
  { source: 'agencyName' },
  { source: 'isDefault' },
  { source: 'memberCount' },
  { source: 'modified' },
];
const validate = schemaFormValidator(teamSchema);

export function TeamList() {
  return (
    <ResourceList declaration={teamsResource} columns={COLUMNS}>
      <DatagridConfigurable rowClick="show">
        <TextField source="name" />
        <TextField source="agencyName" />
        <BooleanField source="isDefault" />
        <NumberField source="memberCount" sortable={false} />
        <DateField source="modified" showTime />
      </DatagridConfigurable>
    </ResourceList>
  );
}

export function TeamShow() {
  return (
    <ShowWithHistory>
      <TextField source="name" />
      <TextField source="agencyName" />
      <BooleanField source="isDefault" />
      <TextField source="description" emptyText="—" />
      <NumberField source="memberCount" />
    </ShowWithHistory>
  );
}

const TeamFields = () => {
  const isStaff = useIsStaff();
  return (
    <>
      <TextInput source="name" isRequired />
      {isStaff && (
        <ReferenceInput source="agencyId" reference="agencies" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" />
        </ReferenceInput>
      )}
      <BooleanInput source="isDefault" />
      <TextInput source="description" multiline />
    </>
  );
};

export const TeamCreate = () => (
  <CreateWithNotice redirect="show">
    <SimpleForm validate={validate}>
      <TeamFields />
    </SimpleForm>
  </CreateWithNotice>
);

export const TeamEdit = () => (
  <StaleCheckedEdit form={{ validate }}>
    <TeamFields />
  </StaleCheckedEdit>
);
