import type { StatusGroup } from '../../../src/console/resourceViews/StatusGroupInput';
import { QUOTE_HELD_STATUSES, QUOTE_LIFECYCLE_STATUSES } from './statuses';

/** Spec 002 §2 quote status filters: Ready, Referred, inactive ("Invalid or Declined"). */
const GROUPS: readonly StatusGroup[] = [
  { label: 'resources.quotes.filters.ready', statuses: ['READY'] },
  { label: 'resources.quotes.filters.referred', statuses: ['REFERRED'] },
  { label: 'resources.quotes.filters.inactive', statuses: ['INVALID', 'DECLINED'] },
];

const grouped = new Set(GROUPS.flatMap((group) => group.statuses));

/**
 * The quote lists' status choices: the spec's groups, then every other status a quote can have, taken from its
 * machine (then the statuses only older records hold), so a status the machine adds is offered without an edit here.
 */
export const QUOTE_STATUS_GROUPS: readonly StatusGroup[] = [
  ...GROUPS,
  ...[...QUOTE_LIFECYCLE_STATUSES, ...QUOTE_HELD_STATUSES]
    .filter((status) => !grouped.has(status))
    .map((status) => ({ label: status, statuses: [status] })),
];
