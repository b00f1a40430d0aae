import { useEffect, useState } from 'react';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { httpClient } from '../providers/instances';
import { decodeAccessClaims, saveTokens, type TokenPair } from '../auth/tokenStore';
import { landingPath } from './landingPath';
import { TRANSITION_DELAY_MS } from './LoadingPage';

/** Spec 000 §8.3 "Token generation failure": the text left in local storage, else this. */
const TOKEN_FAILED = 'An error occurred while generating the token. Please try again.';
const TOKEN_FAILED_KEY = 'tokenError';

/**
 * /loading/{token} (spec 000 §2.7): spends a jump or switch token, says which account is being entered and,
 * about 800 ms later, lands on that account type's page. The session lives in this tab only.
 */
export function JumpLoadingPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token } = useParams();
  const [params] = useSearchParams();
  const accountName = params.get('accountName');
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    httpClient(`/api/auth/v1/admin/enter/${encodeURIComponent(token ?? '')}`, { method: 'POST' }).then(
      ({ json }) => {
        if (!alive) return;
        saveTokens(json as TokenPair, false);
        const accountType = decodeAccessClaims()?.accType ?? '';
        timer = setTimeout(() => navigate(landingPath(accountType), { replace: true }), TRANSITION_DELAY_MS);
      },
      () => alive && setFailure(localStorage.getItem(TOKEN_FAILED_KEY) || TOKEN_FAILED),
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [token, navigate]);

  return (
    <Box component="main" sx={{ p: 4, maxWidth: 960, mx: 'auto' }}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : (
        <>
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
            {accountName
              ? translate('signin.loading.entering', { account: accountName })
              : translate('signin.loading.preparing')}
          </Typography>
          <Skeleton variant="rectangular" height={48} sx={{ mb: 2 }} />
          <Skeleton variant="rectangular" height={240} />
        </>
      )}
    </Box>
  );
}
