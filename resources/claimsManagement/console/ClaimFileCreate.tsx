import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DateInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { INCIDENT_TYPES, LITIGATION_STATUSES, SEVERITIES } from '../declaration';

/** Opens a claim file for a client account the caller sees; the server checks it all (400s shown under the fields). */
export function ClaimFileCreate() {
  const t = useScreenTexts('claimsManagement');
  const choices = (values: readonly string[], group: string) => values.map((id) => ({ id, name: t(`${group}.${id}`) }));
  return (
    <Create redirect="show">
      <SimpleForm>
        <ReferenceInput source="accountId" reference="accounts" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label={t('fields.accountId')} optionText="name" isRequired sx={{ minWidth: 320 }} />
        </ReferenceInput>
        <SelectInput
          source="incidentType"
          label={t('fields.incidentType')}
          choices={choices(INCIDENT_TYPES, 'incidentTypes')}
          isRequired
        />
        <SelectInput
          source="severity"
          label={t('fields.severity')}
          choices={choices(SEVERITIES, 'severities')}
          defaultValue="LOW"
        />
        <SelectInput
          source="litigationStatus"
          label={t('fields.litigationStatus')}
          choices={choices(LITIGATION_STATUSES, 'litigation')}
          defaultValue="NONE"
        />
        <DateInput source="reportedDate" label={t('fields.reportedDate')} isRequired />
        <DateInput source="incidentDate" label={t('fields.incidentDate')} />
        <TextInput source="claimNumber" label={t('fields.claimNumber')} />
        <BooleanInput source="isThereAnotherClaim" label={t('fields.isThereAnotherClaim')} />
        <TextInput source="description" label={t('fields.description')} multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
