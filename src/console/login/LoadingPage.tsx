import { useEffect } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasSession } from '../auth/session';
import { decodeAccessClaims } from '../auth/tokenStore';
import { landingPath } from './landingPath';

/** Spec 000 §9: the pause of the jump-in and login transition. */
export const TRANSITION_DELAY_MS = 800;

/**
 * /loading (spec 000 §2.1, §2.7): the hand-off screen after sign-in. A skeleton and the waiting text, then
 * the landing of the token's account type; without a session, the login screen.
 */
export function LoadingPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  useEffect(() => {
    const claims = hasSession() ? decodeAccessClaims() : null;
    if (!claims) {
      navigate('/login', { replace: true });
      return;
    }
    const timer = setTimeout(() => navigate(landingPath(claims.accType), { replace: true }), TRANSITION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {translate('signin.loading.preparing')}
      </Typography>
      <Skeleton variant="rectangular" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rectangular" height={240} />
    </Box>
  );
}
