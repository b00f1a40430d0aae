import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionContacts } from './useRegionContacts';

/** The login screen's "Adaptive Cyber Insurance" panel with the region's Learn more link (spec 000 §1). */
export function MarketingPanel() {
  const translate = useTranslate();
  const { learnMoreUrl } = useRegionContacts();
  return (
    <Box
      component="aside"
      aria-labelledby="marketing-title"
      sx={{ p: 4, bgcolor: '#1f4e79', color: '#fff', borderRadius: 1, maxWidth: 420 }}
      data-testid="marketing-panel"
    >
      <Typography id="marketing-title" variant="h5" component="h2" gutterBottom>
        {translate('shell.marketing.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('shell.marketing.body')}</Typography>
      <Link href={learnMoreUrl} target="_blank" rel="noopener noreferrer" sx={{ color: '#fff', fontWeight: 600 }}>
        {translate('shell.marketing.learnMore')}
      </Link>
    </Box>
  );
}
