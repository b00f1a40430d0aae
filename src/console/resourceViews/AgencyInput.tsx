import { AutocompleteInput, ReferenceInput, TextInput, required } from 'react-admin';
import { useResourceDeclaration } from '../providers/consoleProviders';
import { useIsStaff } from './useCallerKind';

const SELECT_AGENCY = 'Please select a Agency';

/**
 * The owning agency: staff choose it; an agency user never sees the field, the server fills in its own
 * agency (spec 001 §6: "staff choose the agency, agency users use their own"). Until an agencies resource is
 * declared the agency is given by id.
 */
export function AgencyInput({ source = 'agencyId' }: { source?: string }) {
  const staff = useIsStaff();
  const agencies = useResourceDeclaration('agencies');
  if (!staff) return null;
  if (!agencies) {
    return <TextInput source={source} validate={required(SELECT_AGENCY)} />;
  }
  return (
    <ReferenceInput source={source} reference="agencies">
      <AutocompleteInput optionText="name" validate={required(SELECT_AGENCY)} />
    </ReferenceInput>
  );
}
