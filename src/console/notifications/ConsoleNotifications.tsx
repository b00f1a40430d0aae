import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { DEFAULT_NOTIFICATION_MS, visibleNotifications, withoutDuplicates } from './notificationRules';

/**
 * Replaces react-admin's one-at-a-time snackbar: up to three distinct notifications stacked at the bottom
 * centre. An undoable one commits its mutation when it hides, or undoes it from its Undo button, as
 * react-admin's own notification does.
 */
export function ConsoleNotifications() {
  const { notifications, setNotifications } = useNotificationContext();
  // A duplicate is dropped the moment it is queued, so it never shows later either.
  useEffect(() => {
    const unique = withoutDuplicates(notifications);
    if (unique.length !== notifications.length) setNotifications(unique);
  }, [notifications, setNotifications]);
  const remove = (item: NotificationPayload) =>
    setNotifications((queue) => queue.filter((candidate) => candidate !== item));
  const shown = visibleNotifications(notifications);
  if (shown.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(560px, 92vw)',
      }}
      data-testid="notifications"
    >
      {shown.map((item, index) => (
        <NotificationItem key={`${index}-${String(item.message)}`} item={item} onDone={() => remove(item)} />
      ))}
    </Stack>
  );
}

function NotificationItem({ item, onDone }: { item: NotificationPayload; onDone: () => void }) {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const { autoHideDuration, messageArgs, undoable } = item.notificationOptions ?? {};
  const finish = (isUndo: boolean) => {
    if (undoable) takeMutation()?.({ isUndo });
    onDone();
  };
  const hide = useEffectEvent(() => finish(false));
  // The timer starts once, with the duration the notification was queued with.
  const [hideAfter] = useState(autoHideDuration === null ? null : (autoHideDuration ?? DEFAULT_NOTIFICATION_MS));
  useEffect(() => {
    if (hideAfter === null) return undefined;
    const timer = setTimeout(() => hide(), hideAfter);
    return () => clearTimeout(timer);
  }, [hideAfter]);
  const text =
    typeof item.message === 'string'
      ? translate(item.message, { _: item.message, ...(messageArgs ?? {}) })
      : item.message;
  return (
    <Alert
      severity={item.type}
      variant="filled"
      role={item.type === 'error' ? 'alert' : 'status'}
      onClose={() => finish(false)}
      action={
        undoable ? (
          <Button color="inherit" size="small" onClick={() => finish(true)}>
            {translate('ra.action.undo')}
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}
