import { Alert, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { setPasswordByLink, statusOfFailure } from '../auth/authApi';
import { NewPasswordForm } from './NewPasswordForm';
import { PublicCard } from './PublicCard';
import { useLinkCheck } from './useLinkCheck';

/** /confirmUser/{token} (spec 000 §2.1): the invited or validating user sets a password, then is signed in. */
export function ConfirmUserPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token } = useParams();
  const link = useLinkCheck('invitation', token);

  const save = async (password: string, confirmed: string) => {
    try {
      const signedIn = await setPasswordByLink('invitation', token ?? '', password, confirmed);
      navigate(signedIn ? '/loading' : '/login', { replace: true });
    } catch (error) {
      if (statusOfFailure(error) === 404) throw new Error(translate('signin.confirmUser.expired'), { cause: error });
      throw error;
    }
  };

  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('signin.confirmUser.heading')}
      </Typography>
      {link.kind === 'checking' && <CircularProgress aria-label="loading" />}
      {(link.kind === 'expired' || link.kind === 'failed') && (
        <Alert severity="error" role="alert">
          {translate('signin.confirmUser.expired')} {translate('signin.confirmUser.contactSupport')}
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
