import surplusLicenseSchema from '../../schemas/records/surplusLicense.schema.json';
import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CreateWithNotice } from '../../src/console/resourceViews/CreateWithNotice';
import { useWatch } from 'react-hook-form';
import { StaleCheckedEdit } from '../../src/console/staleEdit/StaleCheckedEdit';
import { AgencyInput } from '../../src/console/resourceViews/AgencyInput';
import { schemaFormValidator } from '../../src/console/resourceViews/schemaFormValidator';
import { useIsStaff } from '../../src/console/resourceViews/useCallerKind';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { SIGNATURE_STATES } from './declaration';

const validate = schemaFormValidator(surplusLicenseSchema);

/** Spec 002 §5: the signature-on-file checkbox shows only for staff, and only for LA and MT. */
function SignatureOnFile() {
  const staff = useIsStaff();
  const state = useWatch({ name: 'surplusLinesState' });
  if (!staff || !SIGNATURE_STATES.includes(state)) return null;
  return <BooleanInput source="signatureOnFile" />;
}

function Fields() {
  return (
    <>
      <AgencyInput />
      <TextInput source="brokerFirstName" isRequired />
      <TextInput source="brokerLastName" isRequired />
      <TextInput source="brokerEmail" type="email" isRequired />
      <TextInput source="surplusLicenseNumber" isRequired />
      <SelectInput source="surplusLinesState" choices={US_STATE_CHOICES} isRequired />
      <SignatureOnFile />
    </>
  );
}

/** The checkbox's value is dropped when it is hidden, so a state change away from LA/MT clears it. */
const transform = (data: Record<string, unknown>) =>
  SIGNATURE_STATES.includes(String(data.surplusLinesState)) ? data : { ...data, signatureOnFile: false };

export function SurplusLicenseCreate() {
  return (
    <CreateWithNotice redirect="show" transform={transform}>
      <SimpleForm validate={validate} mode="onBlur" reValidateMode="onChange">
        <Fields />
      </SimpleForm>
    </CreateWithNotice>
  );
}

export function SurplusLicenseEdit() {
  return (
    <StaleCheckedEdit transform={transform} form={{ validate, mode: 'onBlur', reValidateMode: 'onChange' }}>
      <Fields />
    </StaleCheckedEdit>
  );
}
