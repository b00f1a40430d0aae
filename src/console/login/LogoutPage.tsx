import { useEffect } from 'react';
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { authProvider } from '../providers/instances';
import { PublicCard } from './PublicCard';

/** /logout (spec 000 §2.1): clears the session and says so. */
export function LogoutPage() {
  const translate = useTranslate();
  useEffect(() => {
    void authProvider.logout({});
  }, []);
  return (
    <PublicCard>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.logout.done')}
      </Typography>
      <Typography>
        {translate('app.logout.signInPrompt')}{' '}
        <Link component={RouterLink} to="/login">
          {translate('app.logout.signIn')}
        </Link>
      </Typography>
    </PublicCard>
  );
}
