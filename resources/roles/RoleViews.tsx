import roleSchema from '../../schemas/records/role.schema.json';
import {
  FunctionField,
  DatagridConfigurable,
  DateField,
  NumberField,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { useNotifyFailure } from '../../src/console/notifications/useNotifyFailure';
import { useQuery } from '@tanstack/react-query';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { choicesOf } from '../../src/console/resourceViews/listDefaults';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { ROLE_REALMS, rolesResource } from './declaration';
import { useRoleCalls } from './roleMethods';
import type { StoredRecord } from '../../src/shared/api/types';
import type { RoleRecord } from '../../src/shared/generated/records';

const ACCOUNT_TYPES: readonly string[] = roleSchema.properties.accountType.enum;
const COLUMNS = [
  { source: 'name' },
  { source: 'accountType' },
  { source: 'realm' },
  { source: 'userCount' },
  { source: 'permissions', omitFromExport: true },
];
const validate = schemaFormValidator(roleSchema);
const filters = [<SelectArrayInput key="accountType" source="accountType" choices={choicesOf(ACCOUNT_TYPES)} />];

export function RoleList() {
  return (
    <ResourceList declaration={rolesResource} columns={COLUMNS} filters={filters}>
      <DatagridConfigurable rowClick="show">
        <TextField source="name" />
        <TextField source="accountType" />
        <TextField source="realm" />
        <NumberField source="userCount" sortable={false} />
      </DatagridConfigurable>
    </ResourceList>
  );
}

export function RoleShow() {
  return (
    <ShowWithHistory>
      <TextField source="name" />
      <TextField source="accountType" />
      <TextField source="realm" />
      <TextField source="description" emptyText="—" />
      <FunctionField
        source="permissions"
        render={(record: StoredRecord<RoleRecord>) => (record.permissions ?? []).join(', ') || '—'}
      />
      <DateField source="modified" showTime />
    </ShowWithHistory>
  );
}

/** The permission choices come from the server's map (GET roles/permissions/map); a refusal is notified. */
const PermissionsInput = () => {
  const dataProvider = useRoleCalls();
  const { data: map = {}, error } = useQuery({
    queryKey: [rolesResource.name, 'permissionMap'],
    queryFn: () => dataProvider.permissionMap(),
    retry: false,
  });
  useNotifyFailure(error);
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
  <CreateWithNotice redirect="show">
    <SimpleForm validate={validate} defaultValues={{ realm: 'ACCOUNT', permissions: [] }}>
      <RoleFields />
    </SimpleForm>
  </CreateWithNotice>
);

export const RoleEdit = () => (
  <StaleCheckedEdit form={{ validate }}>
    <RoleFields />
  </StaleCheckedEdit>
);
