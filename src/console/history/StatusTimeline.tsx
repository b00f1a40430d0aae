import { useQuery } from '@tanstack/react-query';
import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useRegionFormat } from '../format/useRegionFormat';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { statusSteps } from './statusSteps';

/**
 * A record's way through its statuses, oldest first, read from its history (any resource with a lifecycle): each
 * move with its action, time and actor.
 */
export function StatusTimeline() {
  const translate = useTranslate();
  const format = useRegionFormat();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { data: entries } = useQuery({
    queryKey: [resource, 'history', record?.id, record?.version],
    queryFn: () => dataProvider.history(resource, record!.id),
    enabled: record?.id !== undefined && resource !== '',
  });
  if (!entries) return null;
  const steps = statusSteps(entries);
  if (!steps.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('history.timeline.empty')}
      </Typography>
    );
  return (
    <List dense aria-label={translate('history.timeline.title')}>
      {steps.map((step) => (
        <ListItem key={step.id} disableGutters>
          <Chip size="small" label={step.to} sx={{ mr: 1.5, minWidth: 96 }} />
          <ListItemText
            primary={translate(`history.timeline.${step.from ? 'moved' : 'started'}`, {
              action: step.action,
              from: step.from ?? '',
            })}
            secondary={`${format.dateTime(step.at)} · ${step.by ?? translate('history.timeline.system')}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
