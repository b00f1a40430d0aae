import { DateInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { notBeforeToday } from '../../src/console/resourceViews/notBeforeToday';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { useLicenseSaved } from '../agencyLicenses/useLicenseSaved';
import { AgentInput } from './AgentInput';

const validate = schemaFormValidator('agentLicense', notBeforeToday());

function Fields() {
  return (
    <>
      <AgentInput />
      <TextInput source="number" isRequired />
      <SelectInput source="state" choices={US_STATE_CHOICES} isRequired />
      <DateInput source="expirationDate" isRequired />
      <TextInput source="npn" />
    </>
  );
}

export function AgentLicenseCreate() {
  return (
    <CreateWithNotice mutationOptions={useLicenseSaved()}>
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <Fields />
      </SimpleForm>
    </CreateWithNotice>
  );
}

export function AgentLicenseEdit() {
  return (
    <StaleCheckedEdit mutationOptions={useLicenseSaved()} form={{ validate, mode: 'onBlur', reValidateMode: 'onChange' }}>
      <Fields />
    </StaleCheckedEdit>
  );
}
