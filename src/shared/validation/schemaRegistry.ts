/**
 * The record schemas, imported statically so that the console (Vite) and the server (tsx) both get them
 * without touching the file system. Add a line here for every new file in `schemas/records`.
 * The key is the name a resource declaration uses in its `schema` field.
 */
import accountSchema from '../../../schemas/records/account.schema.json';
import agencySchema from '../../../schemas/records/agency.schema.json';
import roleSchema from '../../../schemas/records/role.schema.json';
import teamSchema from '../../../schemas/records/team.schema.json';
import userSchema from '../../../schemas/records/user.schema.json';
import agencyLicenseSchema from '../../../schemas/records/agencyLicense.schema.json';
import agentLicenseSchema from '../../../schemas/records/agentLicense.schema.json';
import surplusLicenseSchema from '../../../schemas/records/surplusLicense.schema.json';
import webhookSchema from '../../../schemas/records/webhook.schema.json';
import tagSchema from '../../../schemas/records/tag.schema.json';
import accountTagSchema from '../../../schemas/records/accountTag.schema.json';
import quoteSchema from '../../../schemas/records/quote.schema.json';
import policySchema from '../../../schemas/records/policy.schema.json';

/** A JSON Schema node as plain data; the shape is checked where it is read. */
export type JsonSchemaNode = { readonly [keyword: string]: unknown };

const registry: Readonly<Record<string, JsonSchemaNode>> = {
  account: accountSchema,
  agency: agencySchema,
  role: roleSchema,
  team: teamSchema,
  user: userSchema,
  agencyLicense: agencyLicenseSchema,
  agentLicense: agentLicenseSchema,
  surplusLicense: surplusLicenseSchema,
  webhook: webhookSchema,
  tag: tagSchema,
  accountTag: accountTagSchema,
  quote: quoteSchema,
  policy: policySchema,
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
