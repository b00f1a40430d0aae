/**
 * Which of the console's quote actions to offer: those the server's machine allows from the quote's status to a
 * user holding the action's permission. The server still decides; this only keeps the bar to what would succeed.
 */
import { hasPermission } from '../../../src/shared/permissions/checkPermission';
import type { ConsoleAction } from './catalogue';
import { relativePath, type QuoteMachine } from './machine';

export interface OfferedAction extends ConsoleAction {
  /** The method the server serves it with (the machine's, else the catalogue's). */
  method: string;
}

export function offeredActions(
  catalogue: readonly ConsoleAction[],
  machine: Pick<QuoteMachine, 'actions'>,
  status: string | undefined,
  permissions: readonly string[],
): OfferedAction[] {
  if (!status) return [];
  const offered: OfferedAction[] = [];
  for (const entry of catalogue) {
    const published = machine.actions.find((action) => relativePath(action.path) === entry.path);
    const rule = published ?? (entry.unpublished ? { ...entry.unpublished, method: entry.method } : undefined);
    if (!rule) continue;
    const fromHere = rule.from === null || rule.from.includes(status);
    if (fromHere && hasPermission(permissions, rule.permission)) offered.push({ ...entry, method: published?.method ?? entry.method });
  }
  return offered;
}
