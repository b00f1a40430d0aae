import { Create, FunctionField, DatagridConfigurable, DateField, Edit, List, NumberField, Pagination, SearchInput, SelectArrayInput, SelectInput, Show, SimpleForm, TabbedShowLayout, TextField, TextInput } from 'react-admin';
import { useEffect, useState } from 'react';
import { httpClient } from '../../src/console/providers/instances';
import { RecordHistory } from '../../src/console/history/RecordHistory';
import { useStaleEdit } from '../../src/console/staleEdit/useStaleEdit';
import { ListActions, ShowActions } from '../../src/console/resourceViews/ResourceActions';
import { choicesOf, listSort } from '../../src/console/resourceViews/listDefaults';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { useCsvExporter } from '../../src/console/export/useCsvExporter';
import { getSchema } from '../../src/shared/validation/schemaRegistry';
import { ROLE_REALMS, rolesResource } from './declaration';

const ACCOUNT_TYPES = ((getSchema('role').properties as Record<string, { enum?: string[] }>).accountType.enum ?? []) as string[];
const COLUMNS = [{ source: 'name' }, { source: 'accountType' }, { source: 'realm' }, { source: 'userCount' }, { source: 'permissions', omitFromExport: true }];
const validate = schemaFormValidator('role');
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectArrayInput key="accountType" source="accountType" choices={choicesOf(ACCOUNT_TYPES)} />];

export function RoleList() {
  const exporter = useCsvExporter('roles', COLUMNS);
  return (
    <List sort={listSort(rolesResource)} perPage={rolesResource.pageSizes[0]} filters={filters} actions={<ListActions />} exporter={exporter} pagination={<Pagination rowsPerPageOptions={[...rolesResource.pageSizes]} />}>
      <DatagridConfigurable rowClick="show">
        <TextField source="name" />
        <TextField source="accountType" />
        <TextField source="realm" />
        <NumberField source="userCount" sortable={false} />
      </DatagridConfigurable>
    </List>
  );
}

export function RoleShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="name" />
          <TextField source="accountType" />
          <TextField source="realm" />
          <TextField source="description" emptyText="—" />
          <FunctionField source="permissions" render={(record: { permissions?: string[] }) => (record.permissions ?? []).join(', ') || '—'} />
          <DateField source="modified" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

/** The permission choices come from the server's map (GET roles/permissions/map). */
const PermissionsInput = () => {
  const [map, setMap] = useState<Record<string, string[]>>({});
  useEffect(() => {
    httpClient(`${rolesResource.apiBase}/permissions/map`).then(({ json }) => setMap(json as Record<string, string[]>), () => setMap({}));
  }, []);
  const choices = Object.entries(map).flatMap(([area, actions]) => actions.map((action) => `${area}:${action}`));
  return <SelectArrayInput source="permissions" choices={choicesOf(choices)} />;
};

const RoleFields = () => (
  <>
    <TextInput source="name" isRequired />
    <SelectInput source="accountType" choices={choicesOf(ACCOUNT_TYPES)} isRequired />
    <SelectInput source="realm" choices={choicesOf(ROLE_REALMS)} />
    <PermissionsInput />
    <TextInput source="description" multiline />
  </>
);

export const RoleCreate = () => (
  <Create redirect="show">
    <SimpleForm validate={validate} defaultValues={{ realm: 'ACCOUNT', permissions: [] }}>
      <RoleFields />
    </SimpleForm>
  </Create>
);

export function RoleEdit() {
  const { mutationOptions, banner } = useStaleEdit();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={mutationOptions}>
      <SimpleForm validate={validate}>
        {banner}
        <RoleFields />
      </SimpleForm>
    </Edit>
  );
}
