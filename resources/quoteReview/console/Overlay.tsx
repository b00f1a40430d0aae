import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';

/**
 * A dimmed layer over the page with one card on it (the invalid-quote, unauthenticated and thank-you overlays).
 * Not MUI's Backdrop, which hides its content from assistive technology (aria-hidden): these cards are the message.
 */
export function Overlay({
  labelledBy,
  maxWidth,
  children,
}: {
  labelledBy: string;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        bgcolor: 'rgba(0, 0, 0, 0.6)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Card role="alertdialog" aria-modal="true" aria-labelledby={labelledBy} sx={{ maxWidth, m: 2 }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}
