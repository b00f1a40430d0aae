import { useState, type FormEvent } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNewPasswordFields } from './NewPasswordFields';

/**
 * New password and its confirmation with the live rule checklist; Save stays disabled while a rule is unmet
 * or the two differ (spec 000 §5 "Reset password"). `onSave` rejects with the message to show.
 */
export function NewPasswordForm({ onSave }: { onSave: (password: string, confirmed: string) => Promise<void> }) {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { password, confirmed, acceptable, fields } = useNewPasswordFields(
    {
      password: 'signin.reset.newPassword',
      confirm: 'signin.reset.confirmPassword',
      mismatch: 'signin.reset.mismatch',
    },
    { autoFocus: true },
  );

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
      {fields}
      <Button type="submit" variant="contained" size="large" disabled={busy || !acceptable}>
        {translate('signin.reset.save')}
      </Button>
    </Box>
  );
}
