/** A JSON Schema node as plain data; the shape is checked where it is read. Record schemas are imported by their resource's declaration. */
export type JsonSchemaNode = { readonly [keyword: string]: unknown };

/**
 * The top-level property names of a record schema. A console form holds more than the writable record
 * (id, created, modified…); pick these before validating it, since unknown fields are refused.
 */
export function schemaPropertyNames(schema: JsonSchemaNode): string[] {
  const properties = schema.properties;
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}
