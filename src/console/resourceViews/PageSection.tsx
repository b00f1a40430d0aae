import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled part of a record's page (a premium breakdown, a timeline), laid side by side with others when room allows. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ flex: '1 1 420px', minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
