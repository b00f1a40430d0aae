import { Alert, AlertTitle, Button, CircularProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { useRequestQuoteCalls } from './requestQuoteMethods';
import { useFlowText } from './useFlowText';

/** The console route of `addPath`: as given when it names the persona area, else inside the current one. */
export const consoleRoute = (path: string, basename: string): string =>
  basename && (path === basename || path.startsWith(`${basename}/`))
    ? path
    : `${basename}${path.startsWith('/') ? '' : '/'}${path}`;

/**
 * Step "state-license" ("Licence-aware"): the producer (agent or agency) holds an unexpired licence
 * for the account's state, or the server's message naming the missing one, a link to add it, and no way on.
 */
export function LicenseStep({
  productType,
  accountId,
  onContinue,
}: {
  productType: string;
  accountId: string;
  onContinue(): void;
}) {
  const t = useFlowText();
  const basename = useBasename();
  const calls = useRequestQuoteCalls();
  const licence = useQuery({
    queryKey: ['requestQuote', 'license', productType, accountId],
    queryFn: () => calls.quoteLicence(productType, accountId),
    staleTime: 0,
  });
  if (licence.error) return <Alert severity="error">{(licence.error as Error).message}</Alert>;
  if (!licence.data) return <CircularProgress aria-label={t('loading')} />;
  const { licensed, state, holder, message, addPath } = licence.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('license.heading')}
      </Typography>
      {licensed ? (
        <>
          <Alert severity="success">{t('license.licensed', { state, holder: holder ?? '' })}</Alert>
          <div>
            <Button variant="contained" onClick={onContinue}>
              {t('continue')}
            </Button>
          </div>
        </>
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle>{message}</AlertTitle>
          {addPath && (
            <MuiLink component={Link} to={consoleRoute(addPath, basename)}>
              {t('license.add')}
            </MuiLink>
          )}
        </Alert>
      )}
    </Stack>
  );
}
