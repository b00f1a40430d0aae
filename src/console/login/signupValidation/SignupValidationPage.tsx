import { useEffect, useState } from 'react';
import { Alert, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { fetchValidationToken, type ValidationToken } from '../../auth/invitationApi';
import { statusOfFailure } from '../../auth/authApi';
import { PublicCard } from '../PublicCard';
import { JoinForm } from './JoinForm';
import { SignUpForm } from './SignUpForm';
import { tokenLanding } from './tokenLanding';

type Lookup =
  { kind: 'checking' } | { kind: 'found'; invitation: ValidationToken } | { kind: 'notFound' } | { kind: 'failed' };

/**
 * /signup-validation/{token} (spec 000 §2.5): loads the validation token and branches on its tokenType. A
 * lookup answering 400 or 404 says the link is gone; any other failure says the credentials expired (§8.3).
 */
export function SignupValidationPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'checking' });

  useEffect(() => {
    let alive = true;
    fetchValidationToken(token).then(
      (invitation) => alive && setLookup({ kind: 'found', invitation }),
      (error) => {
        const status = statusOfFailure(error);
        if (alive) setLookup(status === 400 || status === 404 ? { kind: 'notFound' } : { kind: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [token]);

  const landing =
    lookup.kind === 'found' ? tokenLanding(lookup.invitation.tokenType, lookup.invitation.redirectURL) : undefined;
  if (landing?.kind === 'login') return <Navigate to="/login" replace state={landing.state} />;

  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(landing?.kind === 'signUp' ? 'signin.signUp.heading' : 'signin.join.heading')}
      </Typography>
      {lookup.kind === 'checking' && <CircularProgress aria-label="loading" />}
      {lookup.kind === 'notFound' && (
        <Alert severity="error" role="alert">
          {translate('signin.join.tokenNotFound')} {translate('signin.confirmUser.contactSupport')}
        </Alert>
      )}
      {(lookup.kind === 'failed' || landing?.kind === 'unknown') && (
        <Alert severity="error" role="alert">
          {translate('signin.join.credentialsExpired')}
        </Alert>
      )}
      {lookup.kind === 'found' && landing?.kind === 'join' && <JoinForm token={token} invitation={lookup.invitation} />}
      {lookup.kind === 'found' && landing?.kind === 'signUp' && (
        <SignUpForm token={token} invitation={lookup.invitation} />
      )}
    </PublicCard>
  );
}
