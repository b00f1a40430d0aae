import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What the shell shows while the profile loads (spec 000 §2.3). */
export function ShellSkeleton() {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={translate('shell.loadingProfile')}
      sx={{ p: 2 }}
      data-testid="shell-skeleton"
    >
      <Skeleton variant="rectangular" height={48} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Skeleton variant="rectangular" width={220} height={320} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" height={40} width="40%" />
          <Skeleton variant="rectangular" height={260} />
        </Box>
      </Box>
    </Box>
  );
}
