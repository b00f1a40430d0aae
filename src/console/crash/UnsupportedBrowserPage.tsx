import { useState } from 'react';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionContacts } from '../regions/useRegionContacts';

export const CHROME_DOWNLOAD_URL = 'https://www.google.com/chrome/';

/** /unsupported (spec 000 §2.3): a Chrome download link, the login address to copy, the support contact. */
export function UnsupportedBrowserPage() {
  const translate = useTranslate();
  const { supportEmail } = useRegionContacts();
  const loginUrl = `${window.location.origin}/login`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(loginUrl).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto', mt: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('shell.unsupported.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('shell.unsupported.body')}</Typography>
      <Link href={CHROME_DOWNLOAD_URL}>{translate('shell.unsupported.download')}</Link>
      <Stack direction="row" spacing={1} sx={{ my: 3, alignItems: 'center' }}>
        <TextField
          label={translate('shell.unsupported.loginUrl')}
          value={loginUrl}
          slotProps={{ input: { readOnly: true } }}
          fullWidth
          size="small"
        />
        <Button variant="outlined" onClick={copy}>
          {translate('shell.unsupported.copy')}
        </Button>
      </Stack>
      {copied && <Typography role="status">{translate('shell.unsupported.copied')}</Typography>}
      <Typography>
        {translate('shell.unsupported.support')} <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </Typography>
    </Box>
  );
}
