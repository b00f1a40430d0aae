/**
 * ajv's errors as the API's field errors. Messages a schema words itself (`errorMessage`) arrive already
 * worded by ajv-errors; every other failed rule gets the locale's generic text with the field's title.
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../api/types';
import type { JsonSchemaNode } from './schemaRegistry';
import { fillText, type ValidationTexts } from './validationTexts';

type Node = JsonSchemaNode;

/** Keywords whose errors only wrap the errors of their subschemas. */
const WRAPPER_KEYWORDS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', '$ref']);

const asNode = (value: unknown): Node | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;

const pointerSegments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The error ajv-errors replaced by a schema's own message, or the error itself. */
const origin = (error: ErrorObject): ErrorObject =>
  error.keyword === 'errorMessage' ? ((error.params as { errors: ErrorObject[] }).errors[0] ?? error) : error;

/** The field an error is about: the missing or unknown property for object errors. */
function fieldSegments(error: ErrorObject): string[] {
  const first = origin(error);
  const params = first.params as Record<string, unknown>;
  const child = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  const at = error.keyword === 'errorMessage' && typeof child !== 'string' ? error : first;
  return typeof child === 'string' ? [...pointerSegments(first.instancePath), child] : pointerSegments(at.instancePath);
}

/** The title declared for the value at `segments`, following properties, items and local `$ref`s. */
function titleAt(root: Node, segments: readonly string[]): string | undefined {
  let node: Node | undefined = root;
  for (const segment of segments) {
    const ref: unknown = node?.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/'))
      node = pointerSegments(ref.slice(1)).reduce<Node | undefined>((n, s) => asNode(n?.[s]), root);
    node = /^\d+$/.test(segment) ? asNode(node?.items) : asNode(asNode(node?.properties)?.[segment]);
  }
  return typeof node?.title === 'string' ? node.title : undefined;
}

function humanise(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function titleOf(error: ErrorObject, root: Node, segments: readonly string[], texts: ValidationTexts): string {
  const failing = asNode(error.parentSchema);
  const own =
    error.keyword === 'required' ? asNode(asNode(failing?.properties)?.[segments[segments.length - 1]]) : failing;
  const title = own?.title ?? titleAt(root, segments);
  if (typeof title === 'string') return title;
  const named = [...segments].reverse().find((segment) => !/^\d+$/.test(segment));
  return named ? humanise(named) : typeof root.title === 'string' ? root.title : texts.record;
}

function genericMessage(error: ErrorObject, title: string, texts: ValidationTexts): string {
  const params = error.params as Record<string, unknown>;
  const values = {
    title,
    limit: String(params.limit),
    allowed: Array.isArray(params.allowedValues) ? params.allowedValues.map(String).join(', ') : '',
  };
  switch (error.keyword) {
    case 'required':
    case 'dependencies':
      return fillText(texts.required, values);
    case 'enum':
    case 'maxLength':
    case 'minLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return fillText(texts[error.keyword], values);
    case 'format':
      return params.format === 'email' ? texts.email : fillText(texts.invalid, values);
    default:
      return fillText(texts.invalid, values);
  }
}

function describe(
  error: ErrorObject,
  root: Node,
  segments: readonly string[],
  field: string,
  texts: ValidationTexts,
): string {
  if (error.keyword === 'errorMessage') return error.message ?? fillText(texts.invalid, { title: field });
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties')
    return fillText(texts.unknownField, { field });
  return genericMessage(error, titleOf(error, root, segments, texts), texts);
}

/** A missing top-level field, which a patch may leave out. */
const isMissingAtTop = (error: ErrorObject): boolean => {
  const wrapped = error.keyword === 'errorMessage' ? (error.params as { errors: ErrorObject[] }).errors : [error];
  return wrapped.every((e) => e.keyword === 'required' && e.instancePath === '');
};

/** At most one error per field (the first), in the order the schema declares its properties; unknown fields last. */
export function fieldErrors(
  errors: readonly ErrorObject[],
  root: Node,
  partial: boolean,
  texts: ValidationTexts,
): FieldError[] {
  const out: FieldError[] = [];
  const push = (field: string, detail: string) => {
    if (!out.some((e) => e.field === field)) out.push({ field, detail });
  };
  const covered = errors.filter((e) => !WRAPPER_KEYWORDS.has(e.keyword)).map((e) => e.instancePath);
  for (const error of errors) {
    if (WRAPPER_KEYWORDS.has(error.keyword) || (partial && isMissingAtTop(error))) continue;
    const segments = fieldSegments(error);
    const field = segments.join('.');
    push(field, describe(error, root, segments, field, texts));
  }
  // A wrapper error with nothing under it (e.g. oneOf matched twice) is still reported.
  for (const error of errors) {
    const path = error.instancePath;
    if (
      !WRAPPER_KEYWORDS.has(error.keyword) ||
      covered.some((p) => path === '' || p === path || p.startsWith(`${path}/`))
    )
      continue;
    const segments = pointerSegments(path);
    push(segments.join('.'), fillText(texts.invalid, { title: titleOf(error, root, segments, texts) }));
  }
  const order = Object.keys(asNode(root.properties) ?? {});
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0]);
    return index === -1 ? order.length : index;
  };
  return out.sort((a, b) => rank(a.field) - rank(b.field));
}
