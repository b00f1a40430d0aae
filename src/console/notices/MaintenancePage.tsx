import { useEffect } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const MAINTENANCE_RELOAD_MS = 30_000;

/** Shown instead of the whole console while a maintenance flag is on (spec 000 §2.4); tries again every 30 s. */
export function MaintenancePage() {
  const translate = useTranslate();
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), MAINTENANCE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, []);
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
        {translate('shell.maintenance.title')}
      </Typography>
      <Typography sx={{ maxWidth: 640, mb: 3 }}>{translate('shell.maintenance.body')}</Typography>
      <Link href="/loading">{translate('shell.maintenance.refresh')}</Link>
    </Box>
  );
}
