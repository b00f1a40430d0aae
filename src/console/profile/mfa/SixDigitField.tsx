import { TextField } from '@mui/material';
import { MFA_CODE_LENGTH } from '../../login/MfaCodeField';

/** A 6-digit one-time code input: digits only, at most six. */
export function SixDigitField({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH))}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MFA_CODE_LENGTH } }}
    />
  );
}
