import { Alert, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { CallsTable, type CallColumn } from './activity/CallsTable';
import { fetchKeyActivity, type ActivityStats, type ApiCall } from './keysApi';

const KEY_COLUMNS: readonly CallColumn[] = ['created', 'method', 'path', 'statusCode', 'durationMs'];

/** The key's last 30 days (spec 001 §7 API activity): totals, then its latest calls. */
export function KeyActivity() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const headingId = useId();
  const [activity, setActivity] = useState<{ stats: ActivityStats; calls: ApiCall[] }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!record) return;
    let current = true;
    fetchKeyActivity(String(record.id)).then(
      (answer) => current && setActivity(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [record]);
  if (failed) return <Alert severity="error">{translate('resources.apiKeys.activity.failed')}</Alert>;
  if (!activity) return null;
  const { stats, calls } = activity;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('resources.apiKeys.activity.title')}
      </Typography>
      <Typography variant="body2">
        {translate('resources.apiKeys.activity.totals', {
          total: stats.totalCalls,
          successful: stats.successfulCalls,
          failed: stats.failedCalls,
          average: stats.averageDurationMs ?? 0,
        })}
      </Typography>
      {calls.length === 0 ? (
        <Typography variant="body2">{translate('resources.apiKeys.activity.none')}</Typography>
      ) : (
        <CallsTable calls={calls} columns={KEY_COLUMNS} label={(column) => translate(`resources.apiKeys.activity.columns.${column}`)} labelledBy={headingId} />
      )}
    </Stack>
  );
}
