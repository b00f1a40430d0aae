import { useQuery } from '@tanstack/react-query';
import { BooleanInput, DateInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useNotifyFailure } from '../../../src/console/notifications/useNotifyFailure';
import { claimsManagementResource, INCIDENT_TYPES, LITIGATION_STATUSES, SEVERITIES } from '../declaration';
import { useClaimFileCalls } from './claimFilesMethods';

/** The provider's claim handlers as choices (`claimHandlers`); a refusal is notified. */
function useClaimHandlers() {
  const calls = useClaimFileCalls();
  const { data: handlers = [], error } = useQuery({
    queryKey: [claimsManagementResource.name, 'handlers'],
    queryFn: () => calls.claimHandlers(),
    retry: false,
  });
  useNotifyFailure(error);
  return handlers.map((u) => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email }));
}

/** Edits a claim file's details (status moves only through close, reopen and notice only); a stale save is a 409. */
export function ClaimFileEdit() {
  const t = useScreenTexts('claimsManagement');
  const handlers = useClaimHandlers();
  const choices = (values: readonly string[], group: string) => values.map((id) => ({ id, name: t(`${group}.${id}`) }));
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextInput source="claimNumber" label={t('fields.claimNumber')} />
        <SelectInput
          source="incidentType"
          label={t('fields.incidentType')}
          choices={choices(INCIDENT_TYPES, 'incidentTypes')}
          isRequired
        />
        <SelectInput source="severity" label={t('fields.severity')} choices={choices(SEVERITIES, 'severities')} />
        <SelectInput
          source="litigationStatus"
          label={t('fields.litigationStatus')}
          choices={choices(LITIGATION_STATUSES, 'litigation')}
        />
        <DateInput source="reportedDate" label={t('fields.reportedDate')} isRequired />
        <DateInput source="incidentDate" label={t('fields.incidentDate')} />
        <SelectInput source="handlerId" label={t('fields.handlerName')} choices={handlers} emptyText="—" />
        <BooleanInput source="isThereAnotherClaim" label={t('fields.isThereAnotherClaim')} />
        <TextInput source="description" label={t('fields.description')} multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
