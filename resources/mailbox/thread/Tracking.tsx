/** The thread's status timeline (`GET request-tracking/{msgId}`): what happened, who did it, when. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { useNotifyFailure } from '../../../src/console/notifications/useNotifyFailure';
import { mailboxResource } from '../declaration';
import { useMailboxCalls } from './mailboxMethods';

export function Tracking({ msgId, version }: { msgId: string; version: unknown }) {
  const text = useScreenTexts('mailbox');
  const calls = useMailboxCalls();
  const tracking = useQuery({
    queryKey: [mailboxResource.name, 'tracking', msgId, version],
    queryFn: () => calls.messageTracking(msgId),
    retry: false,
  });
  useNotifyFailure(tracking.error);
  const events = tracking.data?.events ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="mailbox-tracking">
      <Typography id="mailbox-tracking" variant="h6" component="h2">
        {text('tracking.title')}
      </Typography>
      <List dense data-testid="tracking">
        {events.map((event, index) => (
          <ListItem key={`${event.msgId}-${event.event}-${index}`} disableGutters>
            <ListItemText
              primary={text(`tracking.events.${event.event}`, { actor: event.actor ?? text('tracking.system') })}
              secondary={new Date(event.at).toLocaleString()}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
