import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Title } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { CallsTable, type CallColumn } from './CallsTable';
import { useActivityCalls, type ActivityDay, type ActivityTotals } from './activityMethods';

const PERIODS = [7, 30, 90] as const;
const PAGE_SIZE = 25;
const COLUMNS: readonly CallColumn[] = ['created', 'keyName', 'method', 'path', 'statusCode', 'durationMs'];

/** The organisation's API activity (spec 001 §7 `/api/apiactivity/v1`): totals, calls per day, and the calls. */
export function ApiActivityPage() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <ActivityScreen />
    </Suspense>
  );
}

function ActivityScreen() {
  const t = useScreenTexts('apiActivity');
  const [days, setDays] = useState<number>(30);
  const activity = useActivityCalls();
  const { data: summary, isError: failed } = useQuery({
    queryKey: ['apiActivity', 'summary', days],
    queryFn: () => activity.activitySummary(days),
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('period')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {PERIODS.map((value) => (
            <MenuItem key={value} value={value}>
              {t('lastDays', { count: value })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {failed && <Alert severity="error">{t('failed')}</Alert>}
      {!failed && !summary && <LinearProgress />}
      {summary && (
        <Stack spacing={2}>
          <Totals totals={summary.totals} />
          <CallsPerDay days={summary.days} />
          <Calls days={days} />
        </Stack>
      )}
    </Box>
  );
}

function Totals({ totals }: { totals: ActivityTotals }) {
  const t = useScreenTexts('apiActivity');
  const figures = [
    ['totalCalls', totals.totalCalls],
    ['successfulCalls', totals.successfulCalls],
    ['failedCalls', totals.failedCalls],
    ['averageDurationMs', totals.averageDurationMs ?? '—'],
    ['lastCall', totals.lastCall ? new Date(totals.lastCall).toLocaleString() : t('never')],
  ] as const;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} component="section" aria-label={t('totals')}>
      {figures.map(([key, value]) => (
        <Card key={key} sx={{ flex: '1 1 160px' }} data-testid={`activity-${key}`}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {t(`figures.${key}`)}
            </Typography>
            <Typography variant="h5" component="p">
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Calls and failed calls per UTC day as a bar chart; the same figures are in a table for assistive technology. */
function CallsPerDay({ days }: { days: ActivityDay[] }) {
  const t = useScreenTexts('apiActivity');
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {t('graph')}
        </Typography>
        <Box aria-hidden="true">
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: days.map((day) => day.date.slice(5)) }]}
            series={[
              { data: days.map((day) => day.calls - day.errors), label: t('figures.successfulCalls'), stack: 'calls' },
              { data: days.map((day) => day.errors), label: t('figures.failedCalls'), stack: 'calls' },
            ]}
          />
        </Box>
        <Table size="small" aria-labelledby={headingId} sx={visuallyHidden}>
          <TableHead>
            <TableRow>
              <TableCell>{t('day')}</TableCell>
              <TableCell>{t('figures.totalCalls')}</TableCell>
              <TableCell>{t('figures.failedCalls')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{day.date}</TableCell>
                <TableCell>{day.calls}</TableCell>
                <TableCell>{day.errors}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function Calls({ days }: { days: number }) {
  const t = useScreenTexts('apiActivity');
  const headingId = useId();
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [days]);
  const activity = useActivityCalls();
  const { data: calls, isError: failed } = useQuery({
    queryKey: ['apiActivity', 'calls', days, page],
    queryFn: () => activity.activityCalls(days, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {t('calls')}
        </Typography>
        {failed && <Alert severity="error">{t('failed')}</Alert>}
        {calls && calls.content.length === 0 && <Typography variant="body2">{t('none')}</Typography>}
        {calls && calls.content.length > 0 && (
          <>
            <CallsTable
              calls={calls.content}
              columns={COLUMNS}
              label={(column) => t(`columns.${column}`)}
              labelledBy={headingId}
            />
            <TablePagination
              component="div"
              count={calls.totalElements}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_event, next) => setPage(next)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
