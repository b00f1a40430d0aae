import {
  AutocompleteInput, BooleanField, BooleanInput, Create, DatagridConfigurable, DateField, Edit, EmailField, List, Pagination, ReferenceArrayInput, ReferenceInput,
  SearchInput, SelectArrayInput, SelectInput, Show, SimpleForm, TabbedShowLayout, TextField, TextInput, useGetIdentity, useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RecordHistory } from '../../src/console/history/RecordHistory';
import { useStaleEdit } from '../../src/console/staleEdit/useStaleEdit';
import { ListActions, ShowActions } from '../../src/console/resourceViews/ResourceActions';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { useCsvExporter } from '../../src/console/export/useCsvExporter';
import { usersResource } from './declaration';
import { userFieldVisibility } from './userFieldRules';

const COLUMNS = [{ source: 'firstName' }, { source: 'lastName' }, { source: 'email' }, { source: 'roleName' }, { source: 'accountName' }, { source: 'enabled' }, { source: 'lastLogin' }];
const validate = schemaFormValidator('user');
const ENABLED = [
  { id: 'true', name: 'Enabled' },
  { id: 'false', name: 'Disabled' },
];

export function UserList() {
  const exporter = useCsvExporter('users', COLUMNS);
  return (
    <List
      sort={listSort(usersResource)}
      perPage={usersResource.pageSizes[0]}
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectArrayInput key="enabled" source="enabled" choices={ENABLED} />]}
      actions={<ListActions />}
      exporter={exporter}
      pagination={<Pagination rowsPerPageOptions={[...usersResource.pageSizes]} />}
    >
      <DatagridConfigurable rowClick="show">
        <TextField source="firstName" />
        <TextField source="lastName" />
        <EmailField source="email" />
        <TextField source="roleName" />
        <TextField source="accountName" />
        <BooleanField source="enabled" />
        <DateField source="lastLogin" showTime emptyText="—" />
      </DatagridConfigurable>
    </List>
  );
}

export function UserShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Summary">
          <TextField source="firstName" />
          <TextField source="lastName" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          <TextField source="roleName" />
          <TextField source="accountName" />
          <BooleanField source="enabled" />
          <DateField source="lastLogin" showTime emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="history.tab" path="history">
          <RecordHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

const UserFields = () => {
  const { identity } = useGetIdentity();
  const record = useRecordContext();
  const caller = identity as { role?: string; account?: { id?: string; accountType?: string } } | undefined;
  const show = userFieldVisibility(caller?.account?.accountType, caller?.role, (record?.accountType as string | undefined) ?? 'AGENCY');
  const accountId = useWatch({ name: 'accountId' }) ?? caller?.account?.id;
  return (
    <>
      {show.organisation && (
        <ReferenceInput source="accountId" reference="agencies" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" />
        </ReferenceInput>
      )}
      <TextInput source="firstName" isRequired />
      <TextInput source="middleName" />
      <TextInput source="lastName" isRequired />
      <TextInput source="email" isRequired />
      <TextInput source="phone" />
      <ReferenceInput source="roleId" reference="roles" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" isRequired />
      </ReferenceInput>
      <ReferenceArrayInput source="teamIds" reference="teams" filter={accountId ? { agencyId: accountId } : {}} perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
        <SelectArrayInput optionText="name" />
      </ReferenceArrayInput>
      <BooleanInput source="enabled" />
      {show.slackHandle && <TextInput source="slackHandle" />}
      {show.primaryContact && <BooleanInput source="primaryContact" />}
      {show.billingContact && <BooleanInput source="billingContact" />}
    </>
  );
};

export const UserCreate = () => (
  <Create redirect="show">
    <SimpleForm validate={validate} defaultValues={{ enabled: true, teamIds: [] }}>
      <UserFields />
    </SimpleForm>
  </Create>
);

export function UserEdit() {
  const { mutationOptions, banner } = useStaleEdit();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={mutationOptions}>
      <SimpleForm validate={validate}>
        {banner}
        <UserFields />
      </SimpleForm>
    </Edit>
  );
}
