import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A new or regenerated key's secret: shown here once, with a copy button; the server keeps only its hash. */
export function SecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Alert severity="warning">{translate('resources.apiKeys.secret.once')}</Alert>
        <TextField
          label={translate('resources.apiKeys.secret.label')}
          value={secret}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={copy}>
            {translate(copied ? 'resources.apiKeys.secret.copied' : 'resources.apiKeys.secret.copy')}
          </Button>
          <Button variant="contained" onClick={onDone}>
            {translate('resources.apiKeys.secret.done')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
