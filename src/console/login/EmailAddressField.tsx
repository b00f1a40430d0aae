import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The e-mail box of the public request forms (forgot password, resend validation): typing clears its error. */
export function EmailAddressField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (email: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.login.email')}
      type="email"
      required
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
