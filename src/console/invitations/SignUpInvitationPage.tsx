import {
  AutocompleteInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  required,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { decodeAccessClaims } from '../auth/tokenStore';
import type { SignUpInvitation } from './invitationMethods';
import { signUpInvitationChoices } from './signUpInvitationChoices';

type InvitationValues = SignUpInvitation;

/** Staff choose the agency a policyholder will be a client of; an agency's invitation is its own. */
function AgencyChoice() {
  const accountType = useWatch<InvitationValues>({ name: 'accountType' });
  if (accountType !== 'CUSTOMER' || decodeAccessClaims()?.accType !== 'PROVIDER') return null;
  return (
    <ReferenceInput source="agencyId" reference="agencies" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label="signin.invite.agency" optionText="name" validate={required()} />
    </ReferenceInput>
  );
}

/**
 * `{persona}/invitations/signup`: sends a sign-up invitation (`POST /api/auth/v1/invitations`) to someone who
 * will sign up a new agency or policyholder. The server's field problems show under their fields.
 */
export function SignUpInvitationPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { permissions, isPending } = usePermissions<string[]>();
  const choices = signUpInvitationChoices(permissions ?? [], decodeAccessClaims()?.accType);
  const [formKey, setFormKey] = useState(0);

  const send = async (values: InvitationValues) => {
    try {
      await dataProvider.sendSignUpInvitation(values);
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      if (errors) return errors;
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
    notify('signin.invite.sent', { type: 'success', messageArgs: { email: values.email } });
    setFormKey((key) => key + 1);
    return undefined;
  };

  // The form's default type is the first one the caller may invite: wait until that is known.
  if (isPending) return null;
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="signin.invite.heading" />
      <CardContent>
        <SimpleForm
          key={formKey}
          onSubmit={send}
          defaultValues={{ accountType: choices[0] }}
          toolbar={
            <Toolbar>
              <SaveButton label="signin.invite.submit" alwaysEnable />
            </Toolbar>
          }
        >
          <TextInput source="email" label="signin.invite.email" type="email" validate={required()} fullWidth />
          <SelectInput
            source="accountType"
            label="signin.invite.accountType"
            choices={choices.map((id) => ({ id, name: translate(`signin.invite.types.${id}`) }))}
            validate={required()}
          />
          <AgencyChoice />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
