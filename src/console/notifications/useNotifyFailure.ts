import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/**
 * Tells the user that a read failed, once per failure, in the words the HTTP client made of the server's answer
 * (react-admin's generic HTTP error text when it has none).
 */
export function useNotifyFailure(error: unknown): void {
  const notify = useNotify();
  useEffect(() => {
    if (!error) return;
    const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
    notify(message, { type: 'error' });
  }, [error, notify]);
}
