import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRegionContacts } from '../regions/useRegionContacts';

/** The footer: the region's legal entity and support contacts (spec 000 §1). */
export function ShellFooter() {
  const translate = useTranslate();
  const { legalEntity, supportEmail, claimsEmail, claimsPhone } = useRegionContacts();
  return (
    <Box
      component="footer"
      sx={{ mt: 4, py: 2, px: 2, display: 'flex', gap: 3, flexWrap: 'wrap', color: 'text.secondary' }}
    >
      <Typography variant="body2" data-testid="legal-entity">
        {translate('shell.footer.rights', { year: new Date().getFullYear(), entity: legalEntity })}
      </Typography>
      <Link variant="body2" href={`mailto:${supportEmail}`}>
        {supportEmail}
      </Link>
      <Typography variant="body2">
        {translate('shell.footer.claims')} <Link href={`mailto:${claimsEmail}`}>{claimsEmail}</Link> · {claimsPhone}
      </Typography>
    </Box>
  );
}
