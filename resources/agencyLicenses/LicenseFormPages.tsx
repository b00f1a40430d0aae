import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { notBeforeToday } from '../../src/console/resourceViews/notBeforeToday';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { useLicenseSaved } from './useLicenseSaved';

/**
 * The create and edit pages every agency or agent licence shares: the record schema's rules plus "not
 * before today" for the expiry, checked as the person leaves a field, and the spec's success text.
 */
export function licenseFormPages(recordSchema: JsonSchemaNode, fields: ReactNode) {
  const validate = schemaFormValidator(recordSchema, notBeforeToday());
  function LicenseCreate() {
    return (
      <CreateWithNotice mutationOptions={useLicenseSaved()}>
        <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
          {fields}
        </SimpleForm>
      </CreateWithNotice>
    );
  }
  function LicenseEdit() {
    return (
      <StaleCheckedEdit
        mutationOptions={useLicenseSaved()}
        form={{ validate, mode: 'onBlur', reValidateMode: 'onChange' }}
      >
        {fields}
      </StaleCheckedEdit>
    );
  }
  return { LicenseCreate, LicenseEdit };
}
