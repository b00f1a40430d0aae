import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { requestMfaReset, requestPasswordReset, statusOfFailure } from '../auth/authApi';
import { Captcha } from './Captcha';
import { emailProblem } from './emailRules';
import { EmailAddressField } from './EmailAddressField';
import { PublicCard } from './PublicCard';

/** /forgot-password (spec 000 §2.1): email plus captcha; `?mfa=true` is the reset-MFA variant. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const mfaVariant = params.get('mfa') === 'true';
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [emailError, setEmailError] = useState<string>();
  const [captcha, setCaptcha] = useState<{ answer?: string; required: boolean }>({ required: false });
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setEmailError(translate(problem));
    if (!mfaVariant && captcha.required && !captcha.answer) return setFailure(translate('signin.forgot.captchaFailed'));
    setBusy(true);
    setFailure(undefined);
    try {
      await (mfaVariant ? requestMfaReset(email.trim()) : requestPasswordReset(email.trim(), captcha.answer));
      setSentTo(email.trim());
    } catch (error) {
      const status = statusOfFailure(error);
      setFailure(
        translate(
          status === 400
            ? 'signin.forgot.captchaFailed'
            : status === 429
              ? 'signin.forgot.cannotReset'
              : 'signin.forgot.notAbleToReset',
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(mfaVariant ? 'signin.forgot.mfaHeading' : 'signin.forgot.heading')}
      </Typography>
      {sentTo ? (
        <Alert severity="success" role="status">
          {translate('signin.forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}
        >
          <Typography color="text.secondary">
            {translate(mfaVariant ? 'signin.forgot.mfaIntro' : 'signin.forgot.intro')}
          </Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <EmailAddressField
            value={email}
            error={emailError}
            onChange={(typed) => {
              setEmail(typed);
              setEmailError(undefined);
            }}
          />
          {!mfaVariant && <Captcha onAnswer={(answer, required) => setCaptcha({ answer, required })} />}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('signin.forgot.submit')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {translate('signin.backToLogin')}
      </Link>
    </PublicCard>
  );
}
