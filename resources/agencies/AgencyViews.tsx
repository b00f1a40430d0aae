import { BooleanField, BooleanInput, Create, DatagridConfigurable, DateField, Edit, List, NumberField, NumberInput, Pagination, SearchInput, Show, SimpleForm, TabbedShowLayout, TextField, TextInput } from 'react-admin';
import { RecordHistory } from '../../src/console/history/RecordHistory';
import { useStaleEdit } from '../../src/console/staleEdit/useStaleEdit';
import { ListActions, ShowActions } from '../../src/console/resourceViews/ResourceActions';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { useCsvExporter } from '../../src/console/export/useCsvExporter';
import { agenciesResource } from './declaration';

const COLUMNS = [{ source: 'fullName' }, { source: 'hostname' }, { source: 'npn' }, { source: 'enforceMFA' }, { source: 'additionalBrokerFee' }, { source: 'modified' }];
const validate = schemaFormValidator('agency');

export function AgencyList() {
  const exporter = useCsvExporter('agencies', COLUMNS);
  return (
    <List sort={listSort(agenciesResource)} perPage={agenciesResource.pageSizes[0]} filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<ListActions />} exporter={exporter} pagination={<Pagination rowsPerPageOptions={[...agenciesResource.pageSizes]} />}>
      <DatagridConfigurable rowClick="show">
        <TextField source="fullName" sortBy="name" />
        <TextField source="hostname" />
        <TextField source="npn" />
        <BooleanField source="enforceMFA" sortable={false} />
        <NumberField source="additionalBrokerFee" options={{ style: 'currency', currency: 'USD' }} sortable={false} />
        <DateField source="modified" showTime />
      </DatagridConfigurable>
    </List>
  );
}

export function AgencyShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="fullName" />
          <TextField source="description" emptyText="—" />
          <TextField source="hostname" />
          <TextField source="npn" />
          <BooleanField source="enforceMFA" />
          <NumberField source="additionalBrokerFee" options={{ style: 'currency', currency: 'USD' }} emptyText="—" />
          <TextField source="locationAlias" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

const AgencyFields = () => (
  <>
    <TextInput source="name" isRequired />
    <TextInput source="description" multiline />
    <TextInput source="hostname" isRequired />
    <TextInput source="npn" isRequired />
    <BooleanInput source="enforceMFA" />
    <NumberInput source="additionalBrokerFee" />
    <TextInput source="locationAlias" />
  </>
);

export const AgencyCreate = () => (
  <Create redirect="show">
    <SimpleForm validate={validate}>
      <AgencyFields />
    </SimpleForm>
  </Create>
);

export function AgencyEdit() {
  const { mutationOptions, banner } = useStaleEdit();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={mutationOptions}>
      <SimpleForm validate={validate}>
        {banner}
        <AgencyFields />
      </SimpleForm>
    </Edit>
  );
}
