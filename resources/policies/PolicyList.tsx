import {
  Datagrid,
  DateField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  ShowButton,
  TextField,
  WrapperField,
} from 'react-admin';
import { POLICY_STATUSES, POLICY_STATUS_FILTERS } from '../../src/shared/catalogue/statuses';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { StatusGroupInput } from '../../src/console/resourceViews/StatusGroupInput';
import { policiesResource } from './declaration';

/** Spec 002 §2 policy filters: open for renewal, and status (cancellations, inactive, or one status). */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="isOpenForRenewal"
    source="isOpenForRenewal"
    alwaysOn
    choices={[{ id: 'true', name: 'resources.policies.filters.openForRenewal' }]}
  />,
  <StatusGroupInput
    key="status"
    alwaysOn
    groups={[
      { label: 'resources.policies.filters.active', statuses: POLICY_STATUS_FILTERS.active },
      { label: 'resources.policies.filters.cancellations', statuses: POLICY_STATUS_FILTERS.cancellations },
      { label: 'resources.policies.filters.inactive', statuses: POLICY_STATUS_FILTERS.inactive },
      ...POLICY_STATUSES.map((s) => ({ label: s, statuses: [s] })),
    ]}
  />,
];

/** The dashboard's policies table: Expiration, Client, Policy Number, Status, Actions. */
export function PolicyList() {
  return (
    <List
      sort={listSort(policiesResource)}
      perPage={policiesResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...policiesResource.pageSizes]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="endDate" />
        <TextField source="companyName" />
        <TextField source="policyNumber" />
        <TextField source="status" />
        <WrapperField label="resources.policies.fields.actions" sortable={false}>
          <ShowButton />
        </WrapperField>
      </Datagrid>
    </List>
  );
}
