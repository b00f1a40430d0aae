import { useEffect, useState } from 'react';
import { Alert, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { chooseErrorMessage } from '../../shared/api/errorMessage';
import { confirmMfaReset, statusOfFailure } from '../auth/authApi';
import { PublicCard } from './PublicCard';

/** /confirmMfaReset/{token} (spec 000 §2.9): says MFA has been reset with a login link; 404 goes to /login. */
export function ConfirmMfaResetPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token } = useParams();
  const [state, setState] = useState<{ done: boolean; failure?: string }>({ done: false });

  useEffect(() => {
    let alive = true;
    confirmMfaReset(token ?? '').then(
      () => alive && setState({ done: true }),
      (error) => {
        if (!alive) return;
        const status = statusOfFailure(error);
        if (status === 404) navigate('/login', { replace: true });
        else
          setState({ done: false, failure: chooseErrorMessage({ status, body: (error as { body?: unknown }).body }) });
      },
    );
    return () => {
      alive = false;
    };
  }, [token, navigate]);

  return (
    <PublicCard>
      {state.failure ? (
        <Alert severity="error">{state.failure}</Alert>
      ) : state.done ? (
        <>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('signin.mfaReset.done')}
          </Typography>
          <Link component={RouterLink} to="/login">
            {translate('signin.mfaReset.login')}
          </Link>
        </>
      ) : (
        <>
          <Typography>{translate('signin.mfaReset.working')}</Typography>
          <CircularProgress aria-label="loading" />
        </>
      )}
    </PublicCard>
  );
}
