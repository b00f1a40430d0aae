import { SimpleForm } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { AccountFormFields } from './AccountFormFields';
import { validateAccountForm } from './accountFormValidation';

/** New account; the server's field errors (400) land under their inputs and the typed values stay. */
export function AccountCreate() {
  return (
    <CreateWithNotice redirect="show">
      <SimpleForm validate={validateAccountForm} mode="onBlur" reValidateMode="onChange">
        <AccountFormFields />
      </SimpleForm>
    </CreateWithNotice>
  );
}
