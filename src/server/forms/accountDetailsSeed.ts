import type { StoredRecord } from '../../shared/api/types';
import type { AccountRecord } from '../../shared/generated/records';

/**
 * Account details that nobody has answered yet start from what the account record already says (its name,
 * physical address and phone), so the firmographic form never asks again for what the console knows. Only
 * the first save stores them; stored answers always win.
 */
const FROM_ACCOUNT: ReadonlyArray<[question: string, field: keyof AccountRecord]> = [
  ['name', 'name'],
  ['address1', 'address1'],
  ['address2', 'address2'],
  ['city', 'city'],
  ['state', 'state'],
  ['zipCode', 'zipCode'],
  ['phoneNumber', 'phone'],
];

export function accountDetailsSeed(account: StoredRecord<AccountRecord>): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (const [question, field] of FROM_ACCOUNT) {
    const value = account[field];
    if (typeof value === 'string' && value.trim() !== '') seed[question] = value;
  }
  return seed;
}
