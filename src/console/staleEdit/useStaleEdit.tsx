import { useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { isStaleEdit } from './isStaleEdit';

/**
 * For an Edit page: when a save is refused as stale (409), the page keeps the typed values, says so in a
 * banner above the form with a Reload button (which loads the record as it now is), and notifies. Any other
 * error is notified as react-admin would.
 */
export function useStaleEdit(): { mutationOptions: { onError: (error: unknown) => void }; banner: ReactNode } {
  const notify = useNotify();
  const translate = useTranslate();
  const [message, setMessage] = useState<string | undefined>();
  const onError = (error: unknown) => {
    const text = (error as { message?: string })?.message || 'ra.notification.http_error';
    if (isStaleEdit(error)) setMessage(text);
    notify(text, { type: 'error' });
  };
  const banner = message ? (
    <Alert
      severity="warning"
      data-testid="stale-edit"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('staleEdit.reload')}
        </Button>
      }
    >
      {message}
    </Alert>
  ) : null;
  return { mutationOptions: { onError }, banner };
}
