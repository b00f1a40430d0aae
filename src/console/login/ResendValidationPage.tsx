import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { resendValidationEmail } from '../auth/authApi';
import { chooseErrorMessage } from '../../shared/api/errorMessage';
import { EmailAddressField } from './EmailAddressField';
import { PublicCard } from './PublicCard';

/** /resend-validation (spec 000 §2.1, §5 "Resend validation: email required"). */
export function ResendValidationPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setEmailError(translate('app.login.emailRequired'));
    try {
      await resendValidationEmail(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(
        chooseErrorMessage({ status: (error as { status?: number }).status, body: (error as { body?: unknown }).body }),
      );
    }
  };

  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('signin.resend.heading')}
      </Typography>
      {sentTo ? (
        <Alert severity="success" role="status">
          {translate('signin.resend.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <EmailAddressField
            value={email}
            error={emailError}
            onChange={(typed) => {
              setEmail(typed);
              setEmailError(undefined);
            }}
          />
          <Button type="submit" variant="contained" size="large">
            {translate('signin.resend.submit')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {translate('signin.backToLogin')}
      </Link>
    </PublicCard>
  );
}
