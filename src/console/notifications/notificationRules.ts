/**
 * Notifications (spec 000 §4): success, error, info or warning; at most 3 on screen at once and never the
 * same one twice; bottom centre.
 */
export const MAX_VISIBLE_NOTIFICATIONS = 3;
export const DEFAULT_NOTIFICATION_MS = 4000;

export interface QueuedNotification {
  readonly message: unknown;
  readonly type: string;
  readonly notificationOptions?: { messageArgs?: unknown; autoHideDuration?: number | null; [option: string]: unknown };
}

/** Same type, same message and same arguments: a duplicate. */
export const notificationKey = (n: QueuedNotification): string =>
  `${n.type}|${typeof n.message === 'string' ? n.message : String(n.message)}|${JSON.stringify(n.notificationOptions?.messageArgs ?? null)}`;

/** The queue without duplicates (the first of equal ones stays, in its place). */
export function withoutDuplicates<T extends QueuedNotification>(queue: readonly T[]): T[] {
  const seen = new Set<string>();
  return queue.filter((n) => {
    const key = notificationKey(n);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What is on screen now: the oldest three distinct notifications; the rest wait their turn. */
export const visibleNotifications = <T extends QueuedNotification>(queue: readonly T[]): T[] =>
  withoutDuplicates(queue).slice(0, MAX_VISIBLE_NOTIFICATIONS);
