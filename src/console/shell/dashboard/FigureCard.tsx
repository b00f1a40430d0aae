import { Card, CardContent, Typography } from '@mui/material';

/** One headline number. */
export const FigureCard = ({ label, value, testId }: { label: string; value: number | string; testId: string }) => (
  <Card sx={{ flex: '1 1 180px', minWidth: 160 }}>
    <CardContent>
      <Typography color="text.secondary" component="h2" variant="subtitle1">
        {label}
      </Typography>
      <Typography variant="h3" component="p" data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);
