import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { webhooksResource } from './declaration';
import { useWebhookCalls, type Delivery } from './webhookMethods';
import type { StoredRecord } from '../../src/shared/api/types';
import type { WebhookRecord } from '../../src/shared/generated/records';

const COLUMNS = ['created', 'eventType', 'status', 'attempts', 'outcome', 'next', 'actions'] as const;
const when = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

/** The webhook's delivery log (newest 25): each event, whether it arrived, the attempts and what the receiver answered. */
export function DeliveryLog() {
  const record = useRecordContext<StoredRecord<WebhookRecord>>();
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useWebhookCalls();
  const { canAccess: canResend } = useCanAccess({ resource: 'webhooks', action: 'edit' });
  const webhookId = record ? String(record.id) : '';
  const log = useQuery({
    queryKey: [webhooksResource.name, 'deliveries', webhookId],
    queryFn: () => calls.webhookDeliveries(webhookId),
    enabled: Boolean(record),
    retry: false,
  });
  const load = () => void log.refetch();
  const redeliver = useMutation({
    mutationFn: (delivery: Delivery) => calls.redeliverWebhook(webhookId, delivery.id),
    onSuccess: () => {
      notify('resources.webhooks.deliveries.resent', { type: 'info' });
      load();
    },
    onError: () => notify('ra.notification.http_error', { type: 'error' }),
  });
  const resend = (delivery: Delivery) => redeliver.mutate(delivery);
  const failed = log.isError;
  const deliveries = log.data;
  if (failed) return <Alert severity="error">{translate('resources.webhooks.deliveries.failed')}</Alert>;
  if (!deliveries) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h2">
          {translate('resources.webhooks.deliveries.title')}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={load}>
          {translate('ra.action.refresh')}
        </Button>
      </Stack>
      {deliveries.length === 0 ? (
        <Typography variant="body2">{translate('resources.webhooks.deliveries.none')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('resources.webhooks.deliveries.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`resources.webhooks.deliveries.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>{when(delivery.created)}</TableCell>
                <TableCell>{delivery.eventType}</TableCell>
                <TableCell>{translate(`resources.webhooks.deliveries.statuses.${delivery.status}`)}</TableCell>
                <TableCell>{delivery.attempts}</TableCell>
                <TableCell>{delivery.lastStatusCode ?? delivery.lastError ?? '—'}</TableCell>
                <TableCell>
                  {delivery.status === 'PENDING' ? when(delivery.nextAttemptAt) : when(delivery.deliveredAt)}
                </TableCell>
                <TableCell>
                  {canResend && delivery.status !== 'PENDING' && (
                    <Button size="small" onClick={() => resend(delivery)}>
                      {translate('resources.webhooks.deliveries.resend')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
