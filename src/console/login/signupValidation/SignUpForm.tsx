import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { dashboardPath } from '../../../shared/accountTypes';
import { signUp, type ValidationToken } from '../../auth/invitationApi';
import { useRegionContacts } from '../../regions/useRegionContacts';
import { PasswordChecklist } from '../PasswordChecklist';
import { usePasswordRules } from '../usePasswordRules';
import type { FailureLine } from './joinFailure';
import { signUpFailure } from './signUpFailure';
import { asksProducerNumber, signUpFieldErrors, type SignUpValues } from './signUpFields';
import { safeRedirect } from './tokenLanding';

/**
 * The sign-up form of a NEW_ACCOUNT invitation (spec 000 §2.5, §5): invitation code, organization name, names,
 * password with the server's rules as a live checklist, producer number (not for a CUSTOMER). Submit stays
 * disabled until the terms and privacy agreement is ticked, and while the answer is awaited.
 */
export function SignUpForm({ token, invitation }: { token: string; invitation: ValidationToken }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { privacyPolicyUrl } = useRegionContacts();
  const [values, setValues] = useState<SignUpValues>({
    invitationCode: '',
    organization: '',
    firstName: invitation.firstName ?? '',
    lastName: invitation.lastName ?? '',
    password: '',
    npn: '',
  });
  const [shownErrors, setShownErrors] = useState<Partial<Record<keyof SignUpValues, string>>>({});
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<FailureLine>();
  const [busy, setBusy] = useState(false);
  const { rules, allMet } = usePasswordRules(values.password);
  const withProducerNumber = asksProducerNumber(invitation.accountType);

  const change = (field: keyof SignUpValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setShownErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = signUpFieldErrors(values, invitation.accountType);
    setShownErrors(errors);
    if (Object.keys(errors).length > 0 || !allMet) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await signUp(token, {
        invitationCode: values.invitationCode.trim(),
        organization: values.organization.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
        ...(withProducerNumber ? { npn: values.npn.trim() } : {}),
        accountType: invitation.accountType,
      });
      navigate(safeRedirect(answer.redirectURL) ?? dashboardPath(answer.accountType), { replace: true });
    } catch (error) {
      setFailure(signUpFailure(error));
      setBusy(false);
    }
  };

  const field = (name: keyof SignUpValues, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => {
    const error = shownErrors[name];
    return (
      <TextField
        label={translate(`signin.signUp.${name}`)}
        required
        value={values[name]}
        onChange={change(name)}
        {...extra}
        error={Boolean(error)}
        helperText={error ? translate(error) : extra.helperText}
      />
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {'key' in failure ? translate(failure.key) : failure.text}
        </Alert>
      )}
      {field('invitationCode', { autoComplete: 'off' })}
      {field('organization', { autoComplete: 'organization' })}
      {field('firstName', { autoComplete: 'given-name' })}
      {field('lastName', { autoComplete: 'family-name' })}
      {field('password', {
        type: 'password',
        autoComplete: 'new-password',
        helperText: translate('signin.join.passwordHint'),
      })}
      <PasswordChecklist rules={rules} />
      {withProducerNumber && field('npn', { inputProps: { inputMode: 'numeric' } })}
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
        label={
          <>
            {translate('signin.signUp.agreement')}{' '}
            <Link href={privacyPolicyUrl} target="_blank" rel="noopener">
              {translate('signin.signUp.privacyPolicy')}
            </Link>
          </>
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || !agreed}>
        {translate('signin.signUp.submit')}
      </Button>
    </Box>
  );
}
