import { useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFeatureFlags } from '../flags/useFeatureFlags';
import { useRegionContacts } from '../regions/useRegionContacts';

/** Session storage: a dismissal lasts until the tab's session ends (spec 000 §2.4). */
export const INCIDENT_DISMISSED_KEY = 'incidentBannerDismissed';

/** The yellow banner at the top while the incident-banner flag is on. */
export function IncidentBanner() {
  const translate = useTranslate();
  const { incident_banner: on } = useFeatureFlags();
  const { statusPageUrl } = useRegionContacts();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(INCIDENT_DISMISSED_KEY) === 'true');
  if (!on || dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem(INCIDENT_DISMISSED_KEY, 'true');
    setDismissed(true);
  };
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
        <Button size="small" variant="outlined" color="inherit" onClick={dismiss}>
          {translate('shell.incident.dismiss')}
        </Button>
      </Stack>
    </Box>
  );
}
