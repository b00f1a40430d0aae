import agencySchema from '../../schemas/records/agency.schema.json';
import {
  ArrayField,
  ArrayInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  DatagridConfigurable,
  DateField,
  SelectArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { ResourceList } from '../../src/console/resourceViews/ResourceList';
import { ShowWithHistory } from '../../src/console/resourceViews/ShowWithHistory';
import { ShowActions } from '../../src/console/resourceViews/ResourceActions';
import { GroupedNumberInput } from '../../src/console/resourceViews/GroupedNumberInput';
import { MoneyField } from '../../src/console/resourceViews/MoneyField';
import { JumpInButton } from '../../src/console/auth/JumpInButton';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { agenciesResource } from './declaration';
import { ExtensionSlot } from '../../src/console/registry/ExtensionSlot';

const COLUMNS = [
  { source: 'fullName' },
  { source: 'hostname' },
  { source: 'npn' },
  { source: 'enforceMFA' },
  { source: 'additionalBrokerFee' },
  { source: 'modified' },
];
const validate = schemaFormValidator(agencySchema);
const ENFORCE_MFA = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];
const filters = [<SelectArrayInput key="enforceMFA" source="enforceMFA" choices={ENFORCE_MFA} />];
/** Labels of a location's fields (inside the locations array). */
const locationLabel = (field: string) => `resources.agencies.fields.location.${field}`;

export function AgencyList() {
  return (
    <ResourceList declaration={agenciesResource} columns={COLUMNS} filters={filters}>
      <DatagridConfigurable rowClick="show">
        <TextField source="fullName" sortBy="name" />
        <TextField source="hostname" />
        <TextField source="npn" />
        <BooleanField source="enforceMFA" sortable={false} />
        <MoneyField source="additionalBrokerFee" sortable={false} />
        <DateField source="modified" showTime />
      </DatagridConfigurable>
    </ResourceList>
  );
}

export function AgencyShow() {
  return (
    <ShowWithHistory actions={<ShowActions extra={<JumpInButton accountType="AGENCY" />} />}>
      <TextField source="fullName" />
      <TextField source="description" emptyText="—" />
      <TextField source="hostname" />
      <TextField source="npn" />
      <BooleanField source="enforceMFA" />
      <MoneyField source="additionalBrokerFee" emptyText="—" />
      <TextField source="locationAlias" emptyText="—" />
      <ArrayField source="locations">
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<>—</>}>
          <TextField source="locationName" label={locationLabel('locationName')} />
          <TextField source="locationAlias" label={locationLabel('locationAlias')} emptyText="—" />
          <BooleanField source="isHeadquarters" label={locationLabel('isHeadquarters')} />
          <BooleanField source="isLocationActive" label={locationLabel('isLocationActive')} />
        </Datagrid>
      </ArrayField>
      {/* The agency's logos and their crop dialogs (resources/pictures extends agencies), their own chunk. */}
      <ExtensionSlot name="show.after" />
    </ShowWithHistory>
  );
}

const AgencyFields = () => (
  <>
    <TextInput source="name" isRequired />
    <TextInput source="description" multiline />
    <TextInput source="hostname" isRequired />
    <TextInput source="npn" isRequired />
    <BooleanInput source="enforceMFA" />
    <GroupedNumberInput source="additionalBrokerFee" />
    <TextInput source="locationAlias" />
    <ArrayInput source="locations">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="locationName" label={locationLabel('locationName')} isRequired />
        <TextInput source="locationAlias" label={locationLabel('locationAlias')} />
        <BooleanInput source="isHeadquarters" label={locationLabel('isHeadquarters')} />
        <BooleanInput source="isLocationActive" label={locationLabel('isLocationActive')} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

export const AgencyCreate = () => (
  <CreateWithNotice redirect="show">
    <SimpleForm validate={validate}>
      <AgencyFields />
    </SimpleForm>
  </CreateWithNotice>
);

export const AgencyEdit = () => (
  <StaleCheckedEdit form={{ validate }}>
    <AgencyFields />
  </StaleCheckedEdit>
);
