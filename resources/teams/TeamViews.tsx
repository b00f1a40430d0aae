import { BooleanField, BooleanInput, Create, DatagridConfigurable, DateField, Edit, List, NumberField, Pagination, ReferenceInput, SearchInput, Show, SimpleForm, SimpleShowLayout, TabbedShowLayout, TextField, TextInput, AutocompleteInput } from 'react-admin';
import { RecordHistory } from '../../src/console/history/RecordHistory';
import { useStaleEdit } from '../../src/console/staleEdit/useStaleEdit';
import { ListActions, ShowActions } from '../../src/console/resourceViews/ResourceActions';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { useCsvExporter } from '../../src/console/export/useCsvExporter';
import { teamsResource } from './declaration';

const COLUMNS = [{ source: 'name' }, { source: 'agencyName' }, { source: 'isDefault' }, { source: 'memberCount' }, { source: 'modified' }];
const validate = schemaFormValidator('team');

export function TeamList() {
  const exporter = useCsvExporter('teams', COLUMNS);
  return (
    <List sort={listSort(teamsResource)} perPage={teamsResource.pageSizes[0]} filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<ListActions />} exporter={exporter} pagination={<Pagination rowsPerPageOptions={[...teamsResource.pageSizes]} />}>
      <DatagridConfigurable rowClick="show">
        <TextField source="name" />
        <TextField source="agencyName" />
        <BooleanField source="isDefault" />
        <NumberField source="memberCount" sortable={false} />
        <DateField source="modified" showTime />
      </DatagridConfigurable>
    </List>
  );
}

export function TeamShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" />
          <TextField source="agencyName" />
          <BooleanField source="isDefault" />
          <TextField source="description" emptyText="—" />
          <NumberField source="memberCount" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
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
  <Create redirect="show">
    <SimpleForm validate={validate}>
      <TeamFields />
    </SimpleForm>
  </Create>
);

export function TeamEdit() {
  const { mutationOptions, banner } = useStaleEdit();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={mutationOptions}>
      <SimpleForm validate={validate}>
        {banner}
        <TeamFields />
      </SimpleForm>
    </Edit>
  );
}
