import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { useResourceDeclaration } from '../providers/consoleProviders';
import type { HistoryEntry } from '../../shared/api/history';
import { showValue } from './showValue';
import { useRegionFormat } from '../format/useRegionFormat';

/**
 * A record's history for any show page: who changed what and when, each field's before and after, and a
 * Revert button (shown only with the resource's update permission; the server checks it again).
 */
export function RecordHistory() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const format = useRegionFormat();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess: canRevert } = useCanAccess({ resource, action: 'edit' });
  const declaration = useResourceDeclaration(resource);
  const dataProvider = useDataProvider<PlatformDataProvider>();
  // Read again when the record changes (its version moves with every save, a revert included).
  const { data: entries, isError: failed } = useQuery({
    queryKey: [resource, 'history', record?.id, record?.version],
    queryFn: () => dataProvider.history(resource, record!.id),
    enabled: Boolean(declaration) && record?.id !== undefined,
  });

  if (failed) return <Alert severity="error">{translate('history.loadFailed')}</Alert>;
  if (!entries) return null;
  if (entries.length === 0) return <Typography>{translate('history.empty')}</Typography>;

  const revert = async (entry: HistoryEntry) => {
    try {
      await dataProvider.revertHistory(resource, record!.id, entry.id);
      notify('history.reverted', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'history.revertFailed', { type: 'error' });
    }
  };

  return (
    <Table size="small" aria-label={translate('history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('history.when')}</TableCell>
          <TableCell>{translate('history.who')}</TableCell>
          <TableCell>{translate('history.action')}</TableCell>
          <TableCell>{translate('history.changes')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-testid="history-entry">
            <TableCell>{format.dateTime(entry.created)}</TableCell>
            <TableCell>
              {entry.actorEmail ?? '—'}
              {entry.impersonatorEmail && (
                <Typography variant="body2" color="text.secondary">
                  {translate('history.actingFor', { email: entry.impersonatorEmail })}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <Chip size="small" label={translate(`history.actions.${entry.action}`, { _: entry.action })} />
            </TableCell>
            <TableCell>
              <Stack spacing={0.5}>
                {entry.changes.map((change) => (
                  <Typography key={change.field} variant="body2" data-testid="history-change">
                    <strong>{translate(`resources.${resource}.fields.${change.field}`, { _: change.field })}</strong>:{' '}
                    {showValue(change.before)} → {showValue(change.after)}
                  </Typography>
                ))}
              </Stack>
            </TableCell>
            <TableCell>
              {canRevert && (entry.action === 'update' || entry.action === 'revert') && (
                <Button size="small" onClick={() => revert(entry)}>
                  {translate('history.revert')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
