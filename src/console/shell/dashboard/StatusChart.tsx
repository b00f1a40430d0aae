import { useId, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { StatusCount } from '../../../shared/dashboard/statusCount';

/**
 * Counts by status as a bar chart, with the same figures as a table for screen readers and keyboard users
 * (the chart itself is hidden from assistive technology; the table is always in the page, shown on request).
 */
export function StatusChart({
  title,
  counts,
  testId,
}: {
  title: string;
  counts: readonly StatusCount[];
  testId: string;
}) {
  const translate = useTranslate();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ flex: '1 1 360px', minWidth: 300 }}
      data-testid={testId}
    >
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" onClick={() => setAsTable((value) => !value)} aria-pressed={asTable}>
            {translate(asTable ? 'shell.dashboard.showChart' : 'shell.dashboard.showTable')}
          </Button>
        </Box>
        {counts.length === 0 ? (
          <Typography color="text.secondary">{translate('shell.dashboard.noRecords')}</Typography>
        ) : (
          <>
            {!asTable && (
              <Box aria-hidden="true" data-testid={`${testId}-chart`}>
                <BarChart
                  height={300}
                  // Every status gets its label, slanted so long ones ("CANCEL TRANSACTION") do not collide.
                  xAxis={[
                    {
                      scaleType: 'band',
                      data: counts.map((row) => row.status),
                      tickLabelInterval: () => true,
                      tickLabelStyle: { angle: -30, textAnchor: 'end', fontSize: 11 },
                      height: 100,
                    },
                  ]}
                  series={[{ data: counts.map((row) => row.count), label: translate('shell.dashboard.count') }]}
                  hideLegend
                />
              </Box>
            )}
            <Table size="small" aria-labelledby={headingId} sx={asTable ? undefined : visuallyHidden}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('shell.dashboard.status')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {translate('shell.dashboard.count')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {counts.map((row) => (
                  <TableRow key={row.status}>
                    <TableCell component="th" scope="row">
                      {row.status}
                    </TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
