import { useQuery } from '@tanstack/react-query';
import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import { useRegionFormat } from '../../../src/console/format/useRegionFormat';
import { statusSteps } from './statusSteps';

/** The quote's way through its statuses, oldest first, read from its history: when, which action, by whom. */
export function StatusTimeline() {
  const translate = useTranslate();
  const format = useRegionFormat();
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { data: entries } = useQuery({
    queryKey: ['quotes', 'history', record?.id, record?.version],
    queryFn: () => dataProvider.history('quotes', record!.id),
    enabled: record?.id !== undefined,
  });
  if (!entries) return null;
  const steps = statusSteps(entries);
  if (!steps.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.quotes.workbench.noTimeline')}
      </Typography>
    );
  return (
    <List dense aria-label={translate('resources.quotes.workbench.timeline')}>
      {steps.map((step) => (
        <ListItem key={step.id} disableGutters>
          <Chip size="small" label={step.to} sx={{ mr: 1.5, minWidth: 96 }} />
          <ListItemText
            primary={translate(`resources.quotes.workbench.${step.from ? 'moved' : 'started'}`, {
              action: step.action,
              from: step.from ?? '',
            })}
            secondary={`${format.dateTime(step.at)} · ${step.by ?? translate('resources.quotes.workbench.system')}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
