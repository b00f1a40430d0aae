import accountSchema from '../../schemas/records/account.schema.json';
import { schemaPropertyNames } from '../../src/shared/validation/schemaRegistry';
import { toFormErrors, validateRecord } from '../../src/shared/validation/validateRecord';
import { accountsResource } from './declaration';

const WRITABLE = new Set(schemaPropertyNames(accountSchema));

/**
 * The account form is checked in the browser by the same JSON Schema the server applies, so both say the
 * same words. Only writable fields are checked: a loaded record also carries id, version and the like.
 */
export function validateAccountForm(values: Record<string, unknown>): Record<string, string> {
  const writable = Object.fromEntries(Object.entries(values).filter(([field]) => WRITABLE.has(field)));
  return toFormErrors(validateRecord(accountSchema, writable).errors);
}
