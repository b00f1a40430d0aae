import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SsoFormProps {
  rememberDevice: boolean;
  onRememberDevice: (remember: boolean) => void;
  /** Leaves for the identity provider; rejects when it cannot. */
  onSignIn: () => Promise<void>;
  onUsePassword: () => void;
  onFailure: (text: string) => void;
}

/** The SSO form of the login screen (spec 000 §2.6): one button to the identity provider, a link to the password form. */
export function SsoForm({ rememberDevice, onRememberDevice, onSignIn, onUsePassword, onFailure }: SsoFormProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      await onSignIn();
    } catch {
      setBusy(false);
      onFailure(translate('signin.sso.tokenFailed'));
    }
  };
  return (
    <>
      <Typography variant="body2">{translate('signin.sso.intro')}</Typography>
      <FormControlLabel
        control={<Checkbox checked={rememberDevice} onChange={(e) => onRememberDevice(e.target.checked)} />}
        label={translate('app.login.rememberDevice')}
      />
      <Button type="button" variant="contained" size="large" disabled={busy} onClick={signIn}>
        {translate(busy ? 'app.login.signingIn' : 'signin.sso.submit')}
      </Button>
      <Link component="button" type="button" onClick={onUsePassword} sx={{ alignSelf: 'flex-start' }}>
        {translate('signin.sso.usePassword')}
      </Link>
    </>
  );
}
