import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { decodeAccessClaims } from '../auth/tokenStore';
import { authProvider } from '../providers/instances';
import { hasSession } from '../auth/session';
import { afterLoginPath } from './afterLogin';
import { emailProblem } from './emailRules';
import { PublicCard } from './PublicCard';

type Step = 'intake' | 'password';

/**
 * /login (spec 000 §2.6): email intake with Continue, then the password form. Changing the email returns to
 * intake and clears the password. The single sign-on branch and the MFA step grow here in the sign-in issue.
 */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>('intake');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const claims = decodeAccessClaims();
  if (hasSession() && claims) return <Navigate to={afterLoginPath(claims.accType, undefined)} replace />;

  const changeEmail = (value: string) => {
    setEmail(value);
    setEmailError(undefined);
    if (step !== 'intake') {
      setStep('intake');
      setPassword('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (step === 'intake') {
      const problem = emailProblem(email);
      if (problem) return setEmailError(translate(problem));
      return setStep('password');
    }
    if (password === '') return setFailure(translate('app.login.passwordRequired'));
    setBusy(true);
    try {
      await authProvider.login({ username: email.trim(), password, rememberDevice });
      const accountType = decodeAccessClaims()?.accType ?? 'PROVIDER';
      navigate(afterLoginPath(accountType, location.state), { replace: true });
    } catch (error) {
      setFailure((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.login.heading')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={translate('app.login.email')}
          name="username"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(e) => changeEmail(e.target.value)}
          error={Boolean(emailError)}
          helperText={emailError}
        />
        {step === 'password' && (
          <>
            <TextField
              label={translate('app.login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormControlLabel
              control={<Checkbox checked={rememberDevice} onChange={(e) => setRememberDevice(e.target.checked)} />}
              label={translate('app.login.rememberDevice')}
            />
          </>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(step === 'intake' ? 'app.login.continue' : busy ? 'app.login.signingIn' : 'app.login.submit')}
        </Button>
        {step === 'password' && (
          <Link component="button" type="button" onClick={() => changeEmail('')} sx={{ alignSelf: 'flex-start' }}>
            {translate('app.login.changeEmail')}
          </Link>
        )}
      </Box>
    </PublicCard>
  );
}
