import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { CallsTable, type CallColumn } from './activity/CallsTable';
import { useKeysCalls } from './keysMethods';
import type { ApiKeyAnswer } from './apiKeyAnswer';

const KEY_COLUMNS: readonly CallColumn[] = ['created', 'method', 'path', 'statusCode', 'durationMs'];

/** The key's last 30 days (spec 001 §7 API activity): totals, then its latest calls. */
export function KeyActivity() {
  const record = useRecordContext<ApiKeyAnswer>();
  const translate = useTranslate();
  const headingId = useId();
  const keys = useKeysCalls();
  const keyId = record ? String(record.id) : '';
  const { data: activity, isError: failed } = useQuery({
    queryKey: ['apiKeys', 'activity', keyId],
    queryFn: () => keys.keyActivity(keyId),
    enabled: Boolean(record),
  });
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
        <CallsTable
          calls={calls}
          columns={KEY_COLUMNS}
          label={(column) => translate(`resources.apiKeys.activity.columns.${column}`)}
          labelledBy={headingId}
        />
      )}
    </Stack>
  );
}
