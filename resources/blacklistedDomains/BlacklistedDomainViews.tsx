import {
  Create,
  Datagrid,
  DateField,
  DeleteButton,
  List,
  Pagination,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { listSort } from '../../src/console/resourceViews/listDefaults';
import { ListActions } from '../../src/console/resourceViews/ResourceActions';
import { blacklistedDomainsResource } from './declaration';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The blacklist (spec 001 §2 "blacklist domain; remove domain from blacklist"); removal failures say why. */
export function BlacklistedDomainList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'blacklistedDomains', action: 'delete' });
  const notify = useNotify();
  const translate = useTranslate();
  const onError = (error: unknown) =>
    notify(translate('resources.blacklistedDomains.notifications.deleteFailed', { detail: (error as Error).message }), {
      type: 'error',
    });
  return (
    <List
      sort={listSort(blacklistedDomainsResource)}
      perPage={blacklistedDomainsResource.pageSizes[0]}
      filters={filters}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[...blacklistedDomainsResource.pageSizes]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="domain" />
        <DateField source="created" showTime />
        {canDelete && <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />}
      </Datagrid>
    </List>
  );
}

/** Blacklist a domain: "Domain successfully blacklisted"; a refusal says "Failed to blacklist domain. Please try again." unless the server names the field. */
export function BlacklistedDomainCreate() {
  const notify = useNotify();
  const translate = useTranslate();
  const onError = (error: unknown) => {
    const status = (error as { status?: number }).status;
    if (status !== 400) notify(translate('resources.blacklistedDomains.notifications.createFailed'), { type: 'error' });
  };
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <SimpleForm>
        <TextInput source="domain" isRequired fullWidth />
      </SimpleForm>
    </Create>
  );
}
