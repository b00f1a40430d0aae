import userSchema from '../../schemas/records/user.schema.json';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  ChipField,
  DatagridConfigurable,
  DateField,
  EmailField,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SingleFieldList,
  TextField,
  TextInput,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { useWatch } from 'react-hook-form';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { usersResource } from './declaration';
import { UserListActions } from './UserListActions';
import { userFieldVisibility } from './userFieldRules';
import type { StoredRecord } from '../../src/shared/api/types';
import type { UserRecord } from '../../src/shared/generated/records';

const COLUMNS = [
  { source: 'firstName' },
  { source: 'lastName' },
  { source: 'email' },
  { source: 'roleName' },
  { source: 'accountName' },
  { source: 'enabled' },
  { source: 'lastLogin' },
];
const validate = schemaFormValidator(userSchema);
const ENABLED = [
  { id: 'true', name: 'Enabled' },
  { id: 'false', name: 'Disabled' },
];

export function UserList() {
  return (
    <ResourceList
      declaration={usersResource}
      columns={COLUMNS}
      filters={[<SelectArrayInput key="enabled" source="enabled" choices={ENABLED} />]}
      actions={<UserListActions />}
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
    </ResourceList>
  );
}

export function UserShow() {
  return (
    <ShowWithHistory>
      <TextField source="firstName" />
      <TextField source="lastName" />
      <EmailField source="email" />
      <TextField source="phone" emptyText="—" />
      <TextField source="roleName" />
      <TextField source="accountName" />
      <ReferenceArrayField source="teamIds" reference="teams" label="resources.users.fields.teamIds">
        <SingleFieldList linkType={false} empty={<>—</>}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
      <BooleanField source="enabled" />
      <TextField source="slackHandle" emptyText="—" />
      <BooleanField source="primaryContact" />
      <BooleanField source="billingContact" />
      <DateField source="lastLogin" showTime emptyText="—" />
    </ShowWithHistory>
  );
}

const UserFields = () => {
  const { identity } = useGetIdentity();
  // The server answers the user's organisation type beside the schema's fields (server.ts).
  const record = useRecordContext<StoredRecord<UserRecord> & { accountType?: string }>();
  const caller = identity as { role?: string; account?: { id?: string; accountType?: string } } | undefined;
  const show = userFieldVisibility(caller?.account?.accountType, caller?.role, record?.accountType ?? 'AGENCY');
  const chosenOrganisation: string | undefined = useWatch({ name: 'accountId' });
  const accountId = chosenOrganisation ?? caller?.account?.id;
  // Roles of the organisation's own account type: the selector offers agencies only.
  const accountType = record?.accountType ?? (chosenOrganisation ? 'AGENCY' : caller?.account?.accountType);
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
      <ReferenceInput
        source="roleId"
        reference="roles"
        filter={accountType ? { accountType } : {}}
        perPage={1000}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput optionText="name" isRequired label="resources.users.fields.roleId" />
      </ReferenceInput>
      {/* Teams belong to agencies: other organisations' users have none. */}
      {accountType === 'AGENCY' && (
        <ReferenceArrayInput
          source="teamIds"
          reference="teams"
          filter={accountId ? { agencyId: accountId } : {}}
          perPage={1000}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectArrayInput optionText="name" label="resources.users.fields.teamIds" />
        </ReferenceArrayInput>
      )}
      <BooleanInput source="enabled" />
      {show.slackHandle && <TextInput source="slackHandle" />}
      {show.primaryContact && <BooleanInput source="primaryContact" />}
      {show.billingContact && <BooleanInput source="billingContact" />}
    </>
  );
};

export const UserCreate = () => (
  <CreateWithNotice redirect="show">
    <SimpleForm validate={validate} defaultValues={{ enabled: true, teamIds: [] }}>
      <UserFields />
    </SimpleForm>
  </CreateWithNotice>
);

export const UserEdit = () => (
  <StaleCheckedEdit form={{ validate }}>
    <UserFields />
  </StaleCheckedEdit>
);
