import { addDays } from '../../../src/shared/billing/schedule';
import type { ApiRecord } from '../../../src/shared/api/types';

/** The invoice's due date: created + 7 days (spec 002 §9 "Payment reference date", as on the invoice PDF). */
export const dueDateOf = (policy: ApiRecord): string =>
  addDays(new Date(String(policy.created)).toISOString().slice(0, 10), 7);
