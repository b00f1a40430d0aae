import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Title, useCreatePath, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** {base}/dashboard: who is signed in and what they can reach. The charts come with the shell issue. */
export function Dashboard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const { total, isPending } = useGetList('accounts', { pagination: { page: 1, perPage: 1 } });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Card sx={{ maxWidth: 360 }}>
        <CardContent>
          <Typography color="text.secondary">{translate('app.dashboard.accounts')}</Typography>
          <Typography variant="h3" component="p" data-testid="accounts-total">
            {isPending ? '…' : total}
          </Typography>
          <Link component={RouterLink} to={createPath({ resource: 'accounts', type: 'list' })}>
            {translate('app.dashboard.openAccounts')}
          </Link>
        </CardContent>
      </Card>
    </Stack>
  );
}
