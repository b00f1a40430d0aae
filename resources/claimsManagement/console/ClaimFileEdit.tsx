import { useEffect, useState } from 'react';
import { BooleanInput, DateInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { httpClient } from '../../../src/console/providers/instances';
import { INCIDENT_TYPES, LITIGATION_STATUSES, SEVERITIES } from '../declaration';

type Handler = { id: string; email: string; firstName?: string; lastName?: string };

/** The provider's claim handlers (spec 001 §6 "claim-handler list", `GET /api/auth/v1/users/claim-handlers`). */
function useClaimHandlers() {
  const [handlers, setHandlers] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    httpClient('/api/auth/v1/users/claim-handlers').then(
      (answer) =>
        setHandlers(
          (answer.json as { content: Handler[] }).content.map((u) => ({
            id: u.id,
            name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
          })),
        ),
      () => setHandlers([]),
    );
  }, []);
  return handlers;
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
