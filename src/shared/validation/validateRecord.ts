/**
 * One validator for record writes, used by the server on every create/update and by the console as a
 * react-admin form-level `validate`. The JSON Schemas in `schemas/records` are the rules; the texts users
 * see come from each property's `errorMessage` (keyed by ajv keyword name) or from the generic texts below,
 * never from ajv itself.
 */
import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FieldError } from '../api/types';
import { findSchema, getSchema, schemaNames, type JsonSchemaNode } from './schemaRegistry';

export interface ValidateRecordOptions {
  /** Validate a patch: fields the patch leaves out are not reported as missing. Defaults are not applied. */
  partial?: boolean;
}

export interface ValidationResult {
  /** The normalised record: strings trimmed, blank strings removed, schema defaults applied on create. */
  value: Record<string, unknown>;
  /** At most one error per field, in the schema's property order. Empty when the record is valid. */
  errors: FieldError[];
}

/** Detail given when the body is not a JSON object at all. */
export const NOT_AN_OBJECT_DETAIL = 'The record must be a JSON object';

/** Keywords whose errors only wrap the errors of their subschemas. */
const WRAPPER_KEYWORDS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', '$ref']);

let ajvInstance: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

function getAjv(): Ajv {
  if (!ajvInstance) {
    const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, verbose: true });
    addFormats(ajv);
    // Annotation only: read back by this module when it words an error.
    ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['object', 'string'] });
    for (const name of schemaNames) {
      const schema = getSchema(name);
      ajv.addSchema(schema as AnySchema, typeof schema.$id === 'string' ? undefined : name);
    }
    ajvInstance = ajv;
  }
  return ajvInstance;
}

function getValidator(schemaName: string): ValidateFunction {
  let validate = validators.get(schemaName);
  if (!validate) {
    const schema = getSchema(schemaName);
    const key = typeof schema.$id === 'string' ? schema.$id : schemaName;
    validate = getAjv().getSchema(key);
    if (!validate) throw new Error(`Record schema "${schemaName}" could not be compiled`);
    validators.set(schemaName, validate);
  }
  return validate;
}

// ---------------------------------------------------------------------------------------------------------
// Normalisation

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Trims strings; a blank string, null or undefined becomes absent, in objects and in arrays. The API
 * answers null for an unset field, so a record read back and saved again validates like a typed one.
 */
function normalise(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    return value.map(normalise).filter((item) => item !== undefined);
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const normalised = normalise(item);
      if (normalised !== undefined) out[key] = normalised;
    }
    return out;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// Walking the schema to find a field's titles and messages

type Node = JsonSchemaNode;

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

function asNodes(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(asNode).filter((n): n is Node => n !== undefined) : [];
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function pointerSegments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.replace(/^\//, '').split('/').map(decodePointerSegment);
}

function schemaById(id: string): Node | undefined {
  for (const name of schemaNames) {
    const schema = getSchema(name);
    if (schema.$id === id) return schema;
  }
  return findSchema(id);
}

/** Resolves a `$ref` against the root schema or another registered schema. */
function resolveRef(ref: string, root: Node): Node | undefined {
  const hash = ref.indexOf('#');
  const base = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  let target: unknown = base === '' ? root : schemaById(base);
  for (const segment of pointerSegments(fragment)) {
    target = asNode(target)?.[decodeURIComponent(segment)];
  }
  return asNode(target);
}

/**
 * The node plus every schema that applies to the same instance through allOf and $ref; with `conditional`,
 * also through then/else/anyOf/oneOf branches (which apply only sometimes).
 */
function expand(node: Node, root: Node, conditional: boolean, out: Node[] = [], seen = new Set<Node>()): Node[] {
  if (seen.has(node)) return out;
  seen.add(node);
  out.push(node);
  const children = [...asNodes(node.allOf)];
  if (typeof node.$ref === 'string') {
    const target = resolveRef(node.$ref, root);
    if (target) children.push(target);
  }
  if (conditional) {
    for (const key of ['then', 'else'] as const) {
      const branch = asNode(node[key]);
      if (branch) children.push(branch);
    }
    children.push(...asNodes(node.anyOf), ...asNodes(node.oneOf));
  }
  for (const child of children) expand(child, root, conditional, out, seen);
  return out;
}

/** The subschemas describing the value at `segments` (property names and array indexes). */
function schemasAt(root: Node, segments: readonly string[], conditional: boolean): Node[] {
  let level = expand(root, root, conditional);
  for (const segment of segments) {
    const next: Node[] = [];
    const seen = new Set<Node>();
    for (const node of level) {
      const found: Node[] = [];
      const property = asNode(asNode(node.properties)?.[segment]);
      if (property) found.push(property);
      const patterns = asNode(node.patternProperties);
      if (patterns) {
        for (const [pattern, sub] of Object.entries(patterns)) {
          const subNode = asNode(sub);
          if (subNode && new RegExp(pattern, 'u').test(segment)) found.push(subNode);
        }
      }
      if (/^\d+$/.test(segment)) {
        if (Array.isArray(node.items)) {
          const item = asNode(node.items[Number(segment)]);
          if (item) found.push(item);
        } else {
          const items = asNode(node.items);
          if (items) found.push(items);
        }
      }
      for (const sub of found) expand(sub, root, conditional, next, seen);
    }
    level = next;
  }
  return level;
}

function customMessage(candidates: readonly (Node | undefined)[], keyword: string): string | undefined {
  for (const candidate of candidates) {
    const errorMessage = candidate?.errorMessage;
    if (typeof errorMessage === 'string') return errorMessage;
    const text = asNode(errorMessage)?.[keyword];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

function humanise(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function titleOf(candidates: readonly (Node | undefined)[], root: Node, segments: readonly string[]): string {
  for (const candidate of [...candidates, ...schemasAt(root, segments, true)]) {
    if (typeof candidate?.title === 'string') return candidate.title;
  }
  const named = [...segments].reverse().find((segment) => !/^\d+$/.test(segment));
  return named ? humanise(named) : typeof root.title === 'string' ? root.title : 'Record';
}

function genericMessage(error: ErrorObject, title: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
    case 'dependencies':
      return `${title} is a required field`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `${title} must be one of: ${allowed.map(String).join(', ')}`;
    }
    case 'maxLength':
      return `${title} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return `${title} must be at least ${String(params.limit)} characters`;
    case 'minimum':
      return `${title} must be greater than or equal to ${String(params.limit)}`;
    case 'maximum':
      return `${title} must be less than or equal to ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${title} must be greater than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${title} must be less than ${String(params.limit)}`;
    case 'format':
      return params.format === 'email' ? 'Please enter a valid Email Address' : `${title} is invalid`;
    default:
      return `${title} is invalid`;
  }
}

/** The path of the field an error is about, as segments: the missing or unknown property for object errors. */
function fieldSegments(error: ErrorObject): string[] {
  const segments = pointerSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const child = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  return typeof child === 'string' ? [...segments, child] : segments;
}

function describe(error: ErrorObject, root: Node, segments: readonly string[], field: string): string {
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    return `${field} is not a known field`;
  }
  const failing = asNode(error.parentSchema);
  const candidates: (Node | undefined)[] = [];
  if (error.keyword === 'required' || error.keyword === 'dependencies') {
    // The message belongs to the missing property: its schema next to the failing `required`, then its own.
    const missing = segments[segments.length - 1];
    candidates.push(asNode(asNode(failing?.properties)?.[missing]));
    const perProperty = asNode(asNode(failing?.errorMessage)?.required)?.[missing];
    if (typeof perProperty === 'string') return perProperty;
  } else {
    candidates.push(failing);
  }
  candidates.push(...schemasAt(root, segments, false));
  return customMessage(candidates, error.keyword) ?? genericMessage(error, titleOf(candidates, root, segments));
}

function mapErrors(errors: readonly ErrorObject[], root: Node, partial: boolean): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const push = (field: string, detail: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    out.push({ field, detail });
  };
  // Paths that some non-wrapper error speaks about (even one dropped because the patch is partial).
  const coveredPaths: string[] = [];

  for (const error of errors) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    coveredPaths.push(error.instancePath);
    if (partial && error.keyword === 'required' && error.instancePath === '') continue;
    const segments = fieldSegments(error);
    const field = segments.join('.');
    push(field, describe(error, root, segments, field));
  }

  // A wrapper error with nothing under it (e.g. oneOf matched twice) still has to be reported.
  for (const error of errors) {
    if (!WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const path = error.instancePath;
    if (coveredPaths.some((p) => path === '' || p === path || p.startsWith(`${path}/`))) continue;
    const segments = pointerSegments(path);
    const field = segments.join('.');
    push(field, `${titleOf([asNode(error.parentSchema)], root, segments)} is invalid`);
  }

  // Report in the order the schema declares its properties (the form's order); unknown fields last.
  const order = Object.keys(asNode(root.properties) ?? {});
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0]);
    return index === -1 ? order.length : index;
  };
  return out.sort((a, b) => rank(a.field) - rank(b.field));
}

// ---------------------------------------------------------------------------------------------------------
// Public API

/**
 * Normalises and validates a record write against the named schema (see `schemaRegistry`).
 * Unknown fields are kept and reported ("{field} is not a known field"), never dropped silently.
 */
export function validateRecord(
  schemaName: string,
  data: unknown,
  options: ValidateRecordOptions = {},
): ValidationResult {
  const root = getSchema(schemaName);
  const validate = getValidator(schemaName);
  if (!isPlainObject(data)) {
    return { value: {}, errors: [{ field: '', detail: NOT_AN_OBJECT_DETAIL }] };
  }
  const partial = options.partial === true;
  const value = normalise(data) as Record<string, unknown>;
  // ajv writes defaults into what it validates; a patch must not gain them, so it checks a copy.
  const checked = partial ? (normalise(data) as Record<string, unknown>) : value;
  const valid = validate(checked);
  const errors = valid ? [] : mapErrors(validate.errors ?? [], root, partial);
  return { value, errors };
}

/**
 * Validates against a schema that is not in the registry: a form schema composed for a region and a version
 * (src/shared/forms). Its `$ref`s must be local. The same normalisation and the same wording as records.
 */
export function validateWithSchema(root: JsonSchemaNode, data: unknown, options: ValidateRecordOptions = {}): ValidationResult {
  if (!isPlainObject(data)) return { value: {}, errors: [{ field: '', detail: NOT_AN_OBJECT_DETAIL }] };
  let validate = standaloneValidators.get(root);
  if (!validate) {
    if (!standaloneAjv) {
      standaloneAjv = new Ajv({ allErrors: true, strict: false, useDefaults: true, verbose: true });
      addFormats(standaloneAjv);
      standaloneAjv.addKeyword({ keyword: 'errorMessage', schemaType: ['object', 'string'] });
    }
    // Several versions and regions of one form share an $id; each is compiled on its own, unnamed.
    const { $id: _id, ...anonymous } = root;
    validate = standaloneAjv.compile(anonymous as AnySchema);
    standaloneValidators.set(root, validate);
  }
  const partial = options.partial === true;
  const value = normalise(data) as Record<string, unknown>;
  const checked = partial ? (normalise(data) as Record<string, unknown>) : value;
  const valid = validate(checked);
  return { value, errors: valid ? [] : mapErrors(validate.errors ?? [], root, partial) };
}

let standaloneAjv: Ajv | undefined;
const standaloneValidators = new WeakMap<JsonSchemaNode, ValidateFunction>();

/** Field errors as react-admin's form-level `validate` wants them: dotted field → message, first one wins. */
export function toFormErrors(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, detail } of errors) {
    if (!Object.prototype.hasOwnProperty.call(out, field)) out[field] = detail;
  }
  return out;
}
