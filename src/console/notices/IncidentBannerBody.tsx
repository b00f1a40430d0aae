import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionContacts } from '../regions/useRegionContacts';

/** The yellow banner itself: the incident's text, the region's status page and Dismiss (IncidentBanner.tsx). */
export function IncidentBannerBody({ onDismiss }: { onDismiss: () => void }) {
  const translate = useTranslate();
  const { statusPageUrl } = useRegionContacts();
  return (
    <Box role="status" sx={{ bgcolor: '#ffe066', color: '#1a1a1a', px: 2, py: 1 }} data-testid="incident-banner">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography variant="body2">{translate('shell.incident.text')}</Typography>
        <Link href={statusPageUrl} target="_blank" rel="noopener noreferrer" sx={{ color: '#1a1a1a', fontWeight: 600 }}>
          {translate('shell.incident.checkStatus')}
        </Link>
        <Button size="small" variant="outlined" color="inherit" onClick={onDismiss}>
          {translate('shell.incident.dismiss')}
        </Button>
      </Stack>
    </Box>
  );
}
