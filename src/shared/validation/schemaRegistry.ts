/**
 * The record schemas, imported statically so that the console (Vite) and the server (tsx) both get them
 * without touching the file system. Add a line here for every new file in `schemas/records`.
 * The key is the name a resource declaration uses in its `schema` field.
 */
import accountSchema from '../../../schemas/records/account.schema.json';

/** A JSON Schema node as plain data; the shape is checked where it is read. */
export type JsonSchemaNode = { readonly [keyword: string]: unknown };

const registry: Readonly<Record<string, JsonSchemaNode>> = {
  account: accountSchema,
};

/** Names of every registered record schema. */
export const schemaNames: readonly string[] = Object.keys(registry);

/** The schema registered under `name`, or undefined. */
export function findSchema(name: string): JsonSchemaNode | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}

/** The schema registered under `name`; throws for an unknown name (a programming error). */
export function getSchema(name: string): JsonSchemaNode {
  const schema = findSchema(name);
  if (!schema) throw new Error(`Unknown record schema "${name}"`);
  return schema;
}

/**
 * The top-level property names of a record schema. A console form holds more than the writable record
 * (id, created, modified…); pick these before validating it, since unknown fields are refused.
 */
export function schemaPropertyNames(name: string): string[] {
  const properties = getSchema(name).properties;
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}
