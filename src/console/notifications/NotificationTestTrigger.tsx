import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useConsoleConfig } from '../config/consoleConfig';

/**
 * Outside production a tester can queue notifications for the next page load (a JSON list of
 * {message, type} under this session storage key) to see the queue rules at work; production ignores it.
 */
export const NOTIFICATION_TEST_KEY = 'consoleNotificationTest';

type Queued = { message: string; type: 'success' | 'error' | 'info' | 'warning' };

const isQueued = (value: unknown): value is Queued =>
  typeof (value as Queued)?.message === 'string' &&
  ['success', 'error', 'info', 'warning'].includes((value as Queued)?.type);

function takeRequested(): Queued[] {
  if (typeof sessionStorage === 'undefined') return [];
  const raw = sessionStorage.getItem(NOTIFICATION_TEST_KEY);
  if (raw === null) return [];
  sessionStorage.removeItem(NOTIFICATION_TEST_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

export function NotificationTestTrigger() {
  const { prod } = useConsoleConfig();
  const notify = useNotify();
  useEffect(() => {
    if (prod) return;
    // Kept on screen until closed, so the test reads the queue without racing the auto-hide timer.
    for (const { message, type } of takeRequested()) notify(message, { type, autoHideDuration: null });
  }, [prod, notify]);
  return null;
}
