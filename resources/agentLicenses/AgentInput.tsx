import { AutocompleteInput, ReferenceInput, TextField, required, useRecordContext } from 'react-admin';
import { useResourceDeclaration } from '../../src/console/providers/consoleProviders';
import type { StoredRecord } from '../../src/shared/api/types';
import type { AgentLicenseRecord } from '../../src/shared/generated/records';

const agentName = (user: { firstName?: string; lastName?: string; email?: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || '';

/**
 * The licensed agent, chosen among the users the caller may see (the server checks the agent belongs to the
 * licence's agency). Without the users resource the stored agent is shown read-only.
 */
export function AgentInput() {
  const record = useRecordContext<StoredRecord<AgentLicenseRecord>>();
  const users = useResourceDeclaration('users');
  if (!users) return record ? <TextField source="agentEmail" /> : null;
  return (
    <ReferenceInput source="agentId" reference="users" sort={{ field: 'lastName', order: 'ASC' }}>
      <AutocompleteInput optionText={agentName} validate={required('Please select an Agent')} />
    </ReferenceInput>
  );
}
