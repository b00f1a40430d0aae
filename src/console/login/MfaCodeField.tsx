import { Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Spec 000 §9: MFA codes are 6 digits. */
export const MFA_CODE_LENGTH = 6;

/** The MFA code revealed by a 307 answer, with the Reset MFA link (spec 000 §4 "Login form"). */
export function MfaCodeField({
  value,
  onChange,
  email,
}: {
  value: string;
  onChange: (code: string) => void;
  email: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('signin.mfaCode')}
        name="mfaCode"
        autoComplete="one-time-code"
        required
        autoFocus
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH))}
        helperText={translate('signin.mfaCodeHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MFA_CODE_LENGTH } }}
      />
      <Link
        component={RouterLink}
        to={`/forgot-password?mfa=true&email=${encodeURIComponent(email)}`}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('signin.resetMfa')}
      </Link>
    </>
  );
}
