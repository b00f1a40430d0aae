import { Box, Typography } from '@mui/material';

/** Label / value pairs as a description list, named for assistive technology by `label`. */
export function Figures({ label, rows }: { label: string; rows: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-figure={name}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
