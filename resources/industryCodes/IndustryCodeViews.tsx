import industryCodeSchema from '../../schemas/records/industryCode.schema.json';
import {
  BooleanField,
  Datagrid,
  DeleteWithConfirmButton,
  List,
  NumberField,
  NumberInput,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { industryCodesResource } from './declaration';

const COUNTRIES = [
  { id: 'US', name: 'US' },
  { id: 'UK', name: 'UK' },
  { id: 'AU', name: 'AU' },
];
const DUP = [
  { id: 'true', name: 'resources.industryCodes.dup.true' },
  { id: 'false', name: 'resources.industryCodes.dup.false' },
];
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="country" source="country" choices={COUNTRIES} alwaysOn />,
  <SelectInput key="dup" source="dup" choices={DUP} />,
];
const validate = schemaFormValidator(industryCodeSchema);

/** Each country's industry codes; Delete confirms and says "Industry Code Deleted Successfully!" (spec 001 §8). */
export function IndustryCodeList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'industryCodes', action: 'delete' });
  return (
    <List
      sort={listSort(industryCodesResource)}
      perPage={industryCodesResource.pageSizes[0]}
      filters={filters}
      filterDefaultValues={{ country: 'US' }}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...industryCodesResource.pageSizes]} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="naicsCode" options={{ useGrouping: false }} />
        <TextField source="primaryIndustry" />
        <TextField source="secondaryIndustry" />
        <TextField source="country" />
        <BooleanField source="dup" sortable={false} />
        {canDelete && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            successMessage="resources.industryCodes.notifications.deleted"
          />
        )}
      </Datagrid>
    </List>
  );
}

const Fields = () => (
  <>
    <SelectInput source="country" choices={COUNTRIES} isRequired />
    <NumberInput source="naicsCode" isRequired />
    <TextInput source="primaryIndustry" isRequired />
    <TextInput source="secondaryIndustry" isRequired />
  </>
);

export const IndustryCodeCreate = () => (
  <CreateWithNotice redirect="list">
    <SimpleForm validate={validate} defaultValues={{ country: 'US' }}>
      <Fields />
    </SimpleForm>
  </CreateWithNotice>
);

export const IndustryCodeEdit = () => (
  <StaleCheckedEdit form={{ validate }}>
    <Fields />
  </StaleCheckedEdit>
);
