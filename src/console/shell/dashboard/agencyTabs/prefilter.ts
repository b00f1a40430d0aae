import type { DashboardTab } from '../../../registry/consoleResource';

/**
 * `?prefilterAccountId=` (spec 002 §2) narrows every tab to one client account: the account itself on the
 * accounts tab, the account's records (`accountId`) on the others. A value that is not a uuid is ignored.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function prefilterOf(
  by: DashboardTab['prefilterBy'],
  accountId: string | null | undefined,
): Record<string, string> {
  if (!accountId || !UUID.test(accountId)) return {};
  return { [by]: accountId };
}
