import { Box } from '@mui/material';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useClaimsBadge } from './claimsBadge';

/**
 * The claims badge beside the menu item: the count in a small warning-coloured pill, described in full for
 * assistive technology and as a tooltip. It loads with every page's menu, so its text is a file of its own
 * (`screens/claimsBadge.json`), not the claims screens' texts.
 */
export function ClaimsMenuBadge() {
  const t = useScreenTexts('claimsBadge');
  const count = useClaimsBadge();
  if (!count) return null;
  const description = t('badge', { count });
  return (
    <Box
      component="span"
      title={description}
      aria-label={description}
      data-testid="claims-menu-badge"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        fontSize: 12,
        lineHeight: '20px',
        textAlign: 'center',
        display: 'inline-block',
      }}
    >
      {count}
    </Box>
  );
}
