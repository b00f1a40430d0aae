import { BooleanInput, DateInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { AgencyInput } from '../../src/console/resourceViews/AgencyInput';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { notBeforeToday } from '../../src/console/resourceViews/notBeforeToday';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { useLicenseSaved } from './useLicenseSaved';

const validate = schemaFormValidator('agencyLicense', notBeforeToday());

function Fields() {
  return (
    <>
      <AgencyInput />
      <TextInput source="number" isRequired />
      <SelectInput source="state" choices={US_STATE_CHOICES} isRequired />
      <DateInput source="expirationDate" isRequired />
      <TextInput source="npn" />
      <BooleanInput source="activeResidentState" />
    </>
  );
}

export function AgencyLicenseCreate() {
  return (
    <CreateWithNotice mutationOptions={useLicenseSaved()}>
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <Fields />
      </SimpleForm>
    </CreateWithNotice>
  );
}

export function AgencyLicenseEdit() {
  return (
    <StaleCheckedEdit mutationOptions={useLicenseSaved()} form={{ validate, mode: 'onBlur', reValidateMode: 'onChange' }}>
      <Fields />
    </StaleCheckedEdit>
  );
}
