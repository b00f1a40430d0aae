import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordChecklist } from './PasswordChecklist';
import { usePasswordRules } from './usePasswordRules';

/** The labels of one form's pair of password fields (translation keys). */
export interface NewPasswordLabels {
  password: string;
  confirm: string;
  mismatch: string;
  hint?: string;
}

/**
 * A new password and its confirmation, with the server's rules as a live checklist (spec 000 §5). Answers
 * the fields and whether the pair is acceptable (every rule met, the two equal).
 */
export function useNewPasswordFields(labels: NewPasswordLabels, options: { autoFocus?: boolean } = {}) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const { rules, allMet } = usePasswordRules(password);
  const mismatch = confirmed !== '' && confirmed !== password;
  const fields = (
    <>
      <TextField
        label={translate(labels.password)}
        type="password"
        autoComplete="new-password"
        required
        autoFocus={options.autoFocus}
        helperText={labels.hint ? translate(labels.hint) : undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordChecklist rules={rules} />
      <TextField
        label={translate(labels.confirm)}
        type="password"
        autoComplete="new-password"
        required
        value={confirmed}
        onChange={(e) => setConfirmed(e.target.value)}
        error={mismatch}
        helperText={mismatch ? translate(labels.mismatch) : undefined}
      />
    </>
  );
  return { password, confirmed, acceptable: allMet && confirmed === password, fields };
}
