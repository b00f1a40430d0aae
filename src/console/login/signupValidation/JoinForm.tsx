import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { join, type ValidationToken } from '../../auth/invitationApi';
import { useNewPasswordFields } from '../NewPasswordFields';
import { joinFailure, type FailureLine } from './joinFailure';
import { safeRedirect } from './tokenLanding';

/**
 * The join form of an invited user (spec 000 §2.5, §5 "Join"): first and last name, password with the server's
 * rules as a live checklist, and its confirmation. Submitting disables the button until the answer; a join
 * goes to the redirect URL, or to /loading (spec 000 §4 "Sign-up or join").
 */
export function JoinForm({ token, invitation }: { token: string; invitation: ValidationToken }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState(invitation.firstName ?? '');
  const [lastName, setLastName] = useState(invitation.lastName ?? '');
  const [failure, setFailure] = useState<FailureLine[]>();
  const [busy, setBusy] = useState(false);
  const { password, acceptable, fields } = useNewPasswordFields({
    password: 'signin.join.password',
    confirm: 'signin.join.confirmPassword',
    mismatch: 'signin.join.mismatch',
    hint: 'signin.join.passwordHint',
  });
  const ready = firstName.trim() !== '' && lastName.trim() !== '' && acceptable;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const redirectURL = await join(token, { firstName: firstName.trim(), lastName: lastName.trim(), password });
      navigate(safeRedirect(redirectURL) ?? '/loading', { replace: true });
    } catch (error) {
      setFailure(joinFailure(error));
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Typography color="text.secondary">{invitation.email}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure.map((line, index) => (
            <div key={index}>{'key' in line ? translate(line.key) : line.text}</div>
          ))}
        </Alert>
      )}
      <TextField
        label={translate('signin.join.firstName')}
        required
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
      />
      <TextField
        label={translate('signin.join.lastName')}
        required
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
      />
      {fields}
      <Button type="submit" variant="contained" size="large" disabled={busy || !ready}>
        {translate('signin.join.submit')}
      </Button>
    </Box>
  );
}
