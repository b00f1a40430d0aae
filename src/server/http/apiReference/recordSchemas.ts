import type { JsonSchemaNode } from '../../../shared/validation/schemaRegistry';

type Node = Record<string, unknown>;

/** Keywords of our record schemas that are not OpenAPI's (messages, the schema's own identity). */
const NOT_OPENAPI = new Set(['$schema', '$id', 'errorMessage']);

function openApiCopy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openApiCopy);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Node)
      .filter(([key]) => !NOT_OPENAPI.has(key))
      .map(([key, value]) => [key, openApiCopy(value)]),
  );
}

/** What a resource's routes write and answer: its record schema, or (a form-answered resource) its form's name. */
export interface DocumentedRecord {
  schema?: JsonSchemaNode;
  form?: string;
}

/** The resources whose routes are documented with a record schema: tag (resource name) → what they write. */
const RECORD_OF_TAG = new Map<string, DocumentedRecord>();

/** Declares that routes tagged with the resource's name write and answer records of `record`. */
export function documentResource(resourceName: string, record: DocumentedRecord): void {
  RECORD_OF_TAG.set(resourceName, record);
}

export const recordSchemaOfTag = (tag: string | undefined): DocumentedRecord | undefined =>
  tag ? RECORD_OF_TAG.get(tag) : undefined;

/**
 * The record schema under `schemaName`, as OpenAPI takes it. A resource answered with a form (claims) has
 * none here: its bodies are the form's composed schema (formOpenApi.ts) and its answers a plain object.
 */
const recordSchema = (record: DocumentedRecord): Node =>
  openApiCopy(record.schema ?? { type: 'object', description: `Answers of the ${record.form} form.` }) as Node;

/** A create's body: the record schema the store validates with (undefined for a form-answered resource). */
export const createBody = (record: DocumentedRecord): Node | undefined =>
  record.schema ? recordSchema(record) : undefined;

/** An update's body: PUT merges, so nothing is required; `version` guards against stale edits. */
export function updateBody(record: DocumentedRecord): Node | undefined {
  if (!record.schema) return undefined;
  const { required: _required, properties, ...rest } = recordSchema(record);
  return {
    ...rest,
    description:
      `${String(rest.description ?? '')} PUT merges: a field left out keeps its value, null or "" clears it.`.trim(),
    properties: {
      ...(properties as Node),
      version: { type: 'integer', description: 'The version read; a stale one answers 409.' },
    },
  };
}

/** A record as answered: the schema's fields plus what the server keeps (id, version, timestamps). */
export function recordAnswer(record: DocumentedRecord): Node {
  const { required: _required, properties, title, ...rest } = recordSchema(record);
  return {
    ...rest,
    title,
    additionalProperties: true,
    properties: {
      id: { type: 'string', format: 'uuid' },
      ...(properties as Node),
      version: { type: 'integer' },
      created: { type: 'string', format: 'date-time' },
      modified: { type: 'string', format: 'date-time' },
    },
  };
}
