import { schemaPropertyNames, type JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import { toFormErrors, validateRecord } from '../../shared/validation/validateRecord';

type Values = Record<string, unknown>;

/**
 * A react-admin form `validate` from a record schema: the browser says the same words as the server. Only the
 * schema's own fields are checked (a loaded record also carries id, version, joined names…); `extra` adds the
 * rules a schema cannot hold (e.g. "not before today").
 */
export function schemaFormValidator(schema: JsonSchemaNode, extra?: (values: Values) => Record<string, string>) {
  const writable = new Set(schemaPropertyNames(schema));
  return (values: Values): Record<string, string> => {
    const own = Object.fromEntries(Object.entries(values).filter(([field]) => writable.has(field)));
    return { ...(extra?.(values) ?? {}), ...toFormErrors(validateRecord(schema, own).errors) };
  };
}
