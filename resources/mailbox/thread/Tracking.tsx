/** The thread's status timeline (`GET request-tracking/{msgId}`): what happened, who did it, when. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { trackingOf, type TrackingEvent } from './mailboxApi';

export function Tracking({ msgId, version }: { msgId: string; version: unknown }) {
  const text = useScreenTexts('mailbox');
  const [events, setEvents] = useState<TrackingEvent[]>([]);
  useEffect(() => {
    trackingOf(msgId).then(
      (answer) => setEvents(answer.events),
      () => setEvents([]),
    );
  }, [msgId, version]);
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
