import accountSchema from '../../schemas/records/account.schema.json';
import { schemaPropertyNames } from '../../src/shared/validation/schemaRegistry';
import { toFormErrors, validateRecord } from '../../src/shared/validation/validateRecord';

const WRITABLE = new Set(schemaPropertyNames(accountSchema));

/**
 * The account form is checked in the browser by the same JSON Schema the server applies, so both say the
 * same words. Only writable fields are checked: a loaded record also carries id, version and the like.
 */
export function validateAccountForm(values: Record<string, unknown>): Record<string, string> {
  const writable = Object.fromEntries(Object.entries(values).filter(([field]) => WRITABLE.has(field)));
  return toFormErrors(validateRecord(accountSchema, writable).errors);
}

/**
 * The new-account form in search mode (spec 001 §4): the name is needed to search; every other field is checked
 * only once typed (the picked company fills in the rest, and the full check runs before Add Account).
 */
export function validateAccountSearch(values: Record<string, unknown>): Record<string, string> {
  const errors = validateAccountForm(values);
  const typed = (field: string) => values[field] !== undefined && values[field] !== null && values[field] !== '';
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field === 'name' || typed(field)));
}
