import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordChecklist } from './PasswordChecklist';
import { usePasswordRules } from './usePasswordRules';

/**
 * New password and its confirmation with the live rule checklist; Save stays disabled while a rule is unmet
 * or the two differ (spec 000 §5 "Reset password"). `onSave` rejects with the message to show.
 */
export function NewPasswordForm({ onSave }: { onSave: (password: string, confirmed: string) => Promise<void> }) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { rules, allMet } = usePasswordRules(password);
  const mismatch = confirmed !== '' && confirmed !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await onSave(password, confirmed);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label={translate('signin.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordChecklist rules={rules} />
      <TextField
        label={translate('signin.reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={confirmed}
        onChange={(e) => setConfirmed(e.target.value)}
        error={mismatch}
        helperText={mismatch ? translate('signin.reset.mismatch') : undefined}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || !allMet || confirmed !== password}>
        {translate('signin.reset.save')}
      </Button>
    </Box>
  );
}
