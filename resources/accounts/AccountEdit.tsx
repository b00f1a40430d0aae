import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useCanAccess } from 'react-admin';
import { useStaleEdit } from '../../src/console/staleEdit/useStaleEdit';
import { AccountFormFields } from './AccountFormFields';
import { validateAccountForm } from './accountFormValidation';

const EditToolbar = () => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounts', action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
};

/**
 * Pessimistic: the change is shown only once the server has accepted it. The record's version travels with
 * the save, so an edit of a record changed meanwhile is refused (409) instead of overwriting it.
 */
export function AccountEdit() {
  const { mutationOptions, banner } = useStaleEdit();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={mutationOptions}>
      <SimpleForm validate={validateAccountForm} toolbar={<EditToolbar />} mode="onBlur" reValidateMode="onChange">
        {banner}
        <AccountFormFields />
      </SimpleForm>
    </Edit>
  );
}
