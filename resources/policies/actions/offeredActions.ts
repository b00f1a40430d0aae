/**
 * Which of the console's policy actions to offer: those the server's machine allows from the policy's status to a
 * user holding the action's permission. The server still decides (the product rules too: flat cancel is P250's,
 * undo P100's and P250's); this only keeps the bar to what would succeed.
 */
import { hasPermission } from '../../../src/shared/permissions/checkPermission';
import type { ConsoleAction } from './catalogue';
import { relativePath, type PolicyMachine } from './machine';

export interface OfferedAction extends ConsoleAction {
  /** The method the server serves it with. */
  method: string;
}

/** Products an action is served for, beside its from-states (the server's 409 otherwise). */
const PRODUCTS: Readonly<Record<string, readonly string[]>> = { flatCancel: ['P250'], undoCancel: ['P100', 'P250'] };

export function offeredActions(
  catalogue: readonly ConsoleAction[],
  machine: Pick<PolicyMachine, 'actions'>,
  status: string | undefined,
  product: string | undefined,
  permissions: readonly string[],
): OfferedAction[] {
  if (!status) return [];
  const offered: OfferedAction[] = [];
  for (const entry of catalogue) {
    const published = machine.actions.find((action) => relativePath(action.path) === entry.path);
    if (!published) continue;
    const fromHere = published.from === null || published.from.includes(status);
    const forProduct = !PRODUCTS[entry.key] || PRODUCTS[entry.key].includes(product ?? '');
    if (fromHere && forProduct && hasPermission(permissions, published.permission)) offered.push({ ...entry, method: published.method });
  }
  return offered;
}
