import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoginStepError } from '../auth/loginOutcome';
import { takeSessionExpired } from '../auth/sessionExpiry';
import { decodeAccessClaims } from '../auth/tokenStore';
import { authProvider } from '../providers/instances';
import { hasSession } from '../auth/session';
import { afterLoginPath } from './afterLogin';
import { emailProblem } from './emailRules';
import { PublicCard } from './PublicCard';
import { MarketingPanel } from '../regions/MarketingPanel';
import { MFA_CODE_LENGTH, MfaCodeField } from './MfaCodeField';
import { useFeatureFlags } from '../flags/useFeatureFlags';
import { checkSsoEnabled, SsoForm, startSsoSignIn, useSsoReturn } from './sso';

type Step = 'intake' | 'password' | 'sso';

/**
 * /login (spec 000 §2.6, §4 "Login form", §8.2): email intake with Continue, the SSO check (with the sso_login
 * flag), then the password form or the SSO form. Changing the email returns to intake and clears the password. A 307 reveals the MFA code, a 412 offers to resend the
 * validation email and a 418 goes to the password-expired screen.
 */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  // /login-existing and /login carry where to go next: the route state /signup-validation hands over, or the
  // address and `redirectPath` the server's SSO redirect (`/api/auth/v1/sso`) puts in the query.
  const query = new URLSearchParams(location.search);
  const returnState =
    location.state ?? (query.get('redirectPath') ? { redirectURL: query.get('redirectPath') } : undefined);
  const [step, setStep] = useState<Step>('intake');
  const [email, setEmail] = useState(() => query.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const [mfaEnabled, setMfaEnabled] = useState(false);
  const [mfaCode, setMfaCode] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<{ text: string; resendValidation?: boolean }>();
  const [busy, setBusy] = useState(false);
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [sessionExpired] = useState(takeSessionExpired);
  const flags = useFeatureFlags();
  const [ssoEnabled, setSsoEnabled] = useState(false);
  const ssoReturning = useSsoReturn(
    (returnState) =>
      navigate(afterLoginPath(decodeAccessClaims()?.accType ?? 'PROVIDER', returnState), { replace: true }),
    () => setFailure({ text: translate('signin.sso.tokenFailed') }),
  );

  const claims = decodeAccessClaims();
  if (hasSession() && claims) return <Navigate to={afterLoginPath(claims.accType, returnState)} replace />;

  const changeEmail = (value: string) => {
    setEmail(value);
    setEmailError(undefined);
    setSsoEnabled(false);
    if (step !== 'intake') {
      setStep('intake');
      setPassword('');
      setMfaEnabled(false);
      setMfaCode('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (step === 'intake') {
      const problem = emailProblem(email);
      if (problem) return setEmailError(translate(problem));
      if (!flags.sso_login) return setStep('password');
      setBusy(true);
      try {
        const sso = await checkSsoEnabled(email.trim());
        setSsoEnabled(sso);
        setStep(sso ? 'sso' : 'password');
      } catch {
        setFailure({ text: `${translate('signin.ssoCheckFailed')} ${translate('signin.ssoCheckRetry')}` });
      } finally {
        setBusy(false);
      }
      return;
    }
    if (step === 'sso') return;
    if (password === '') return setFailure({ text: translate('app.login.passwordRequired') });
    setBusy(true);
    try {
      await authProvider.login({
        username: email.trim(),
        password,
        rememberDevice,
        ...(mfaEnabled ? { mfaCode } : {}),
      });
      const accountType = decodeAccessClaims()?.accType ?? 'PROVIDER';
      navigate(afterLoginPath(accountType, returnState), { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof LoginStepError) {
        if (error.kind === 'passwordExpired') return navigate('/password-expired');
        if (error.kind === 'mfaRequired') return setMfaEnabled(true);
        return setFailure({ text: error.message, resendValidation: true });
      }
      setMfaCode('');
      setFailure({ text: (error as Error).message });
    }
  };

  return (
    <PublicCard aside={<MarketingPanel />}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.login.heading')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}
      >
        {sessionExpired && !failure && <Alert severity="warning">{translate('signin.sessionExpired')}</Alert>}
        {notice && !failure && <Alert severity="success">{translate(notice)}</Alert>}
        {failure && (
          <Alert severity="error" role="alert">
            {failure.text}
            {failure.resendValidation && (
              <>
                {' '}
                <Link component={RouterLink} to={`/resend-validation?email=${encodeURIComponent(email.trim())}`}>
                  {translate('signin.resendValidationLink')}
                </Link>
              </>
            )}
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
        {ssoReturning && <Typography role="status">{translate('signin.sso.signingIn')}</Typography>}
        {step === 'sso' && (
          <SsoForm
            rememberDevice={rememberDevice}
            onRememberDevice={setRememberDevice}
            onSignIn={() => startSsoSignIn(email.trim(), rememberDevice, returnState)}
            onUsePassword={() => setStep('password')}
            onFailure={(text) => setFailure({ text })}
          />
        )}
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
            {mfaEnabled && <MfaCodeField value={mfaCode} onChange={setMfaCode} email={email.trim()} />}
            <FormControlLabel
              control={<Checkbox checked={rememberDevice} onChange={(e) => setRememberDevice(e.target.checked)} />}
              label={translate('app.login.rememberDevice')}
            />
          </>
        )}
        {step !== 'sso' && (
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || ssoReturning || (mfaEnabled && mfaCode.length < MFA_CODE_LENGTH)}
          >
            {translate(step === 'intake' ? 'app.login.continue' : busy ? 'app.login.signingIn' : 'app.login.submit')}
          </Button>
        )}
        {step === 'password' && ssoEnabled && (
          <Link component="button" type="button" onClick={() => setStep('sso')} sx={{ alignSelf: 'flex-start' }}>
            {translate('signin.sso.useSso')}
          </Link>
        )}
        {step === 'password' && (
          <Link component="button" type="button" onClick={() => changeEmail('')} sx={{ alignSelf: 'flex-start' }}>
            {translate('app.login.changeEmail')}
          </Link>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/forgot-password">
            {translate('signin.forgotPasswordLink')}
          </Link>
          <Link component={RouterLink} to="/resend-validation">
            {translate('signin.resendValidationLink')}
          </Link>
          <Link component={RouterLink} to="/password-expired">
            {translate('signin.passwordExpiredLink')}
          </Link>
        </Box>
      </Box>
    </PublicCard>
  );
}
