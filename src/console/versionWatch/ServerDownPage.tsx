import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionContacts } from '../regions/useRegionContacts';

/** /serverdown: where a SERVER_DOWN poll result sends the browser (spec 000 §4). */
export function ServerDownPage() {
  const translate = useTranslate();
  const { supportEmail } = useRegionContacts();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('shell.serverDown.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('shell.serverDown.body')}</Typography>
      <Link href="/loading">{translate('shell.serverDown.retry')}</Link>
      <Link href={`mailto:${supportEmail}`} sx={{ mt: 2 }}>
        {supportEmail}
      </Link>
    </Box>
  );
}
