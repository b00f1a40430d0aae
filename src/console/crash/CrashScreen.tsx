import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionContacts } from '../regions/useRegionContacts';
import { errorDetails } from './errorDetails';

/** What a render failure shows instead of a blank page (spec 000 §2.3). */
export function CrashScreen({ error }: { error: unknown }) {
  const translate = useTranslate();
  const { supportEmail } = useRegionContacts();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(errorDetails(error)).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        p: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        minHeight: '60vh',
        justifyContent: 'center',
      }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('shell.crash.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('shell.crash.body')}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="outlined" onClick={copy}>
          {translate('shell.crash.copy')}
        </Button>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('shell.crash.refresh')}
        </Button>
        <Button variant="outlined" href={`mailto:${supportEmail}`}>
          {translate('shell.crash.contact')}
        </Button>
      </Stack>
      {copied && (
        <Typography role="status" sx={{ mt: 2 }}>
          {translate('shell.crash.copied')}
        </Typography>
      )}
    </Box>
  );
}
