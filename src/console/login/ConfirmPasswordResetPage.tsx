import { Alert, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { setPasswordByLink, statusOfFailure } from '../auth/authApi';
import { NewPasswordForm } from './NewPasswordForm';
import { PublicCard } from './PublicCard';
import { useLinkCheck } from './useLinkCheck';

/** /confirmPasswordReset/{token} (spec 000 §2.1, §8.3): a new password by link, with the live rules. */
export function ConfirmPasswordResetPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token } = useParams();
  const link = useLinkCheck('passwordReset', token);

  const save = async (password: string, confirmed: string) => {
    try {
      const signedIn = await setPasswordByLink('passwordReset', token ?? '', password, confirmed);
      navigate(signedIn ? '/loading' : '/login', {
        replace: true,
        state: signedIn ? undefined : { notice: 'signin.reset.done' },
      });
    } catch (error) {
      const status = statusOfFailure(error);
      if (status === 401) return navigate('/login', { replace: true });
      throw new Error(status === 404 ? translate('signin.reset.expired') : (error as Error).message, { cause: error });
    }
  };

  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('signin.reset.heading')}
      </Typography>
      {link.kind === 'checking' && <CircularProgress aria-label="loading" />}
      {link.kind === 'expired' && (
        <>
          <Alert severity="error" role="alert">
            {translate('signin.reset.expired')}
          </Alert>
          <Link component={RouterLink} to="/forgot-password" sx={{ display: 'block', mt: 2 }}>
            {translate('signin.reset.requestNew')}
          </Link>
        </>
      )}
      {link.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {translate('signin.reset.unexpected', { status: link.status })}
        </Alert>
      )}
      {link.kind === 'valid' && (
        <>
          <Typography color="text.secondary">{link.email}</Typography>
          <NewPasswordForm onSave={save} />
        </>
      )}
    </PublicCard>
  );
}
