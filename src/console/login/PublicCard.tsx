import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The frame of every public screen (login, logout, reset, sign-up): product name and one card, with an optional
 * panel beside it (the login screen's marketing panel).
 */
export function PublicCard({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" component="p" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.productName')}
          </Typography>
          {children}
        </CardContent>
      </Card>
      {aside}
    </Box>
  );
}
