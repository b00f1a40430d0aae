/**
 * One validator for record and form writes, used by the server on every create/update and by the console
 * (react-admin `validate`, the schema forms). The JSON Schemas are the rules; ajv-errors reads their
 * `errorMessage` words; any other failed rule gets the locale's generic text (locales/<locale>/validation.json).
 */
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { FieldError } from '../api/types';
import { fieldErrors } from './fieldErrors';
import type { JsonSchemaNode } from './schemaRegistry';
import { validationTexts } from './validationTexts';

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

export interface Validator {
  /** Normalises and validates a record write against its record schema (the resource declaration's). Unknown fields are reported, never dropped. */
  validateRecord(schema: JsonSchemaNode, data: unknown, options?: ValidateRecordOptions): ValidationResult;
  /** The same for a form's schema (composed for a region and a version); its `$ref`s must be local. */
  validateWithSchema(root: JsonSchemaNode, data: unknown, options?: ValidateRecordOptions): ValidationResult;
}

/** Detail given when the body is not a JSON object at all (en-US). */
export const NOT_AN_OBJECT_DETAIL = validationTexts('en-US').notAnObject;

function isObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Trims strings; a blank string, null or undefined becomes absent, in objects and arrays (the API answers null for unset). */
function normalise(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) return value.map(normalise).filter((item) => item !== undefined);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = normalise(value[key]);
    if (item !== undefined) out[key] = item;
  }
  return out;
}

/**
 * A copy of a schema in which a property's own `errorMessage.required` ("words my absence") moves to its
 * object's `errorMessage.required.<property>`, where ajv-errors looks for it.
 */
function liftRequiredMessages(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(liftRequiredMessages);
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(node).map(([key, item]) => [key, liftRequiredMessages(item)]),
  );
  if (!isObject(out.properties)) return out;
  const lifted: Record<string, string> = {};
  for (const [name, property] of Object.entries(out.properties)) {
    if (!isObject(property) || !isObject(property.errorMessage) || typeof property.errorMessage.required !== 'string')
      continue;
    const { required, ...rest } = property.errorMessage;
    lifted[name] = required as string;
    property.errorMessage = rest;
  }
  if (Object.keys(lifted).length === 0) return out;
  const own = isObject(out.errorMessage)
    ? out.errorMessage
    : typeof out.errorMessage === 'string'
      ? { _: out.errorMessage }
      : {};
  out.errorMessage = { ...own, required: { ...lifted, ...(isObject(own.required) ? own.required : {}) } };
  return out;
}

function newAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true, verbose: true });
  addFormats(ajv);
  ajvErrors(ajv);
  return ajv;
}

let schemaAjv: Ajv | undefined;
const validators = new WeakMap<JsonSchemaNode, ValidateFunction>();

/** One compiled validator per schema object (records and forms alike). */
function validatorOf(root: JsonSchemaNode): ValidateFunction {
  let validate = validators.get(root);
  if (!validate) {
    // Several versions and regions of one form share an $id; each is compiled on its own, unnamed.
    const { $id: _id, ...anonymous } = root;
    validate = (schemaAjv ??= newAjv()).compile(liftRequiredMessages(anonymous) as AnySchema);
    validators.set(root, validate);
  }
  return validate;
}

/** The validator factory: the same rules everywhere, the generic texts of `locale` (en-US, en-GB, en-AU). */
export function createValidator(locale = 'en-US'): Validator {
  const texts = validationTexts(locale);
  const run = (
    root: JsonSchemaNode,
    validate: () => ValidateFunction,
    data: unknown,
    options: ValidateRecordOptions,
  ): ValidationResult => {
    const check = validate();
    if (!isObject(data)) return { value: {}, errors: [{ field: '', detail: texts.notAnObject }] };
    const partial = options.partial === true;
    const value = normalise(data) as Record<string, unknown>;
    // ajv writes defaults into what it validates; a patch must not gain them, so it checks a copy.
    const checked = partial ? structuredClone(value) : value;
    return { value, errors: check(checked) ? [] : fieldErrors(check.errors ?? [], root, partial, texts) };
  };
  return {
    validateRecord: (schema, data, options = {}) => run(schema, () => validatorOf(schema), data, options),
    validateWithSchema: (root, data, options = {}) => run(root, () => validatorOf(root), data, options),
  };
}

/** The en-US validator. */
export const { validateRecord, validateWithSchema } = createValidator();

/** Field errors as react-admin's form-level `validate` wants them: dotted field → message, first one wins. */
export function toFormErrors(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, detail } of errors) if (!Object.prototype.hasOwnProperty.call(out, field)) out[field] = detail;
  return out;
}
