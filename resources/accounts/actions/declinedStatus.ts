import { invalid } from '../../../src/server/http/apiError';

export const DECLINED = 'Declined';
export const DECLINE_BY_ACTION =
  'An account is declined and undeclined through its decline and undecline actions only.';

/**
 * A create or PUT may not move an account into or out of Declined (400 naming `status`): declining keeps its
 * reasons and undeclining clears them, so both go through the declared actions. Other statuses stay writable.
 */
export function assertDeclineByAction(
  value: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
): void {
  const before = existing?.status ?? null;
  const after = value.status ?? before;
  if (after !== before && (after === DECLINED || before === DECLINED))
    throw invalid([{ field: 'status', detail: DECLINE_BY_ACTION }]);
}
