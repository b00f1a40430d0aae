/**
 * Bad bodies, one class at a time: what the input boundary must refuse (nesting, unstorable text, oversized
 * strings and bodies, numbers out of range, prototype keys, broken JSON, a body that is not an object) and
 * what validation must refuse (wrong types, missing required fields, unknown fields).
 */
import type { Prng } from './prng';

type Node = Record<string, any>;

export type BodyClass =
  | 'deep'
  | 'nul'
  | 'surrogate'
  | 'longString'
  | 'bigNumber'
  | 'protoKey'
  | 'oversized'
  | 'brokenJson'
  | 'notAnObject'
  | 'wrongType'
  | 'missingRequired'
  | 'extraField'
  | 'blank'
  | 'bigInteger';

/**
 * Classes a route may take (clearing a field that may be empty, a large number a column holds): they must
 * never answer 5xx, and a refusal must name the field, but a 2xx that stores the change is right.
 */
export const MAY_BE_TAKEN: readonly BodyClass[] = ['blank', 'bigInteger'];

/** Classes the input boundary refuses on every route, whatever the route's body. */
export const BOUNDARY_CLASSES: readonly BodyClass[] = [
  'deep',
  'nul',
  'surrogate',
  'longString',
  'bigNumber',
  'protoKey',
  'brokenJson',
  'notAnObject',
  'oversized',
];

export interface BadBody {
  kind: BodyClass;
  /** The JSON text sent (not always valid JSON, on purpose). */
  text: string;
  /** The field the answer should name: a path prefix, or `body` for the body as a whole. */
  field: string;
}

const RAW = (i: number) => `"@@raw${i}@@"`;

/** A value standing for raw JSON text, spliced in after JSON.stringify. */
class Raw {
  constructor(readonly text: string) {}
}

function render(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => (v instanceof Raw ? `@@raw${raws.push(v.text) - 1}@@` : v));
  return raws.reduce((out, raw, i) => out.replace(RAW(i), () => raw), text);
}

const propertiesOf = (schema: Node | undefined): Record<string, Node> =>
  schema?.properties && typeof schema.properties === 'object' ? schema.properties : {};

/** A value of the wrong type for a property of this schema (one no coercion turns into the right type). */
function wrongValue(schema: Node, prng: Prng): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return prng.pick([{ a: 1 }, [{ b: 2 }]]);
    case 'integer':
    case 'number':
      return prng.pick(['not a number', { n: 1 }, [[1]], true]);
    case 'boolean':
      return prng.pick(['maybe', { yes: true }, 42]);
    case 'array':
      return prng.pick([{ not: 'a list' }]);
    case 'object':
      return prng.pick(['an object?', 7, [1, 2]]);
    default:
      return { unexpected: [1, { deeper: true }] };
  }
}

function hostileValue(kind: BodyClass, prng: Prng): { value: unknown; suffix: string } {
  switch (kind) {
    case 'deep': {
      const levels = prng.int(33, 4000);
      const open = prng.chance(0.5) ? '[' : '{"a":';
      const close = open === '[' ? ']' : '}';
      return { value: new Raw(open.repeat(levels) + '1' + close.repeat(levels)), suffix: '' };
    }
    case 'nul':
      return { value: `${'a'.repeat(prng.int(0, 20))}\u0000${'b'.repeat(prng.int(0, 20))}`, suffix: '' };
    case 'surrogate':
      return { value: new Raw(prng.pick(['"x\\ud800"', '"\\udc00y"', '"a\\ud83db"'])), suffix: '' };
    case 'longString':
      return { value: 'x'.repeat(prng.int(10_001, 60_000)), suffix: '' };
    case 'bigNumber':
      return {
        value: new Raw(
          prng.pick(['1e400', '-1e400', '100000000000000000000', '-9007199254740993', '9e999', '1.8e308']),
        ),
        suffix: '',
      };
    default:
      return { value: null, suffix: '' };
  }
}

/**
 * One bad body of the given class, built on `base` (a body the route would otherwise take, or close to it)
 * and the route's documented `schema`.
 */
export function badBody(kind: BodyClass, base: Node, schema: Node | undefined, prng: Prng): BadBody | undefined {
  const properties = propertiesOf(schema);
  const names = Object.keys(properties);
  const body: Node = { ...base };
  // Where a hostile value goes: a documented field, a field of the base, or a new one, sometimes nested.
  const location = (): string[] => {
    const top =
      prng.chance(0.7) && (names.length || Object.keys(base).length)
        ? prng.pick(names.length ? names : Object.keys(base))
        : `extra${prng.int(0, 99)}`;
    return prng.chance(0.25) ? [top, prng.pick(['inner', 'a', 'value'])] : [top];
  };
  const place = (path: string[], value: unknown) => {
    if (path.length === 1) body[path[0]] = value;
    else body[path[0]] = { [path[1]]: value };
  };
  switch (kind) {
    case 'deep':
    case 'nul':
    case 'surrogate':
    case 'longString':
    case 'bigNumber': {
      const path = location();
      place(path, hostileValue(kind, prng).value);
      return { kind, text: render(body), field: path.join('.') };
    }
    case 'protoKey': {
      const key = prng.pick(['__proto__', 'constructor', 'prototype']);
      const pollution = { polluted: true, isAdmin: true };
      if (prng.chance(0.5)) {
        const text = render(body).replace(
          /^\{/,
          `{"${key}": ${JSON.stringify(pollution)}${Object.keys(body).length ? ',' : ''}`,
        );
        return { kind, text, field: key };
      }
      const path = location();
      place([path[0]], new Raw(`{"${key}": ${JSON.stringify(pollution)}}`));
      return { kind, text: render(body), field: `${path[0]}.${key}` };
    }
    case 'oversized':
      return { kind, text: render({ ...body, padding: 'y'.repeat(1024 * 1024 + prng.int(1, 4096)) }), field: 'body' };
    case 'brokenJson': {
      const text = render(body);
      return {
        kind,
        text: text.slice(0, prng.int(1, Math.max(1, text.length - 1))) + prng.pick(['', ',', '{', '"']),
        field: 'body',
      };
    }
    case 'notAnObject':
      return { kind, text: prng.pick(['[]', '[{"a":1}]', '"text"', '42', 'true', 'null']), field: 'body' };
    case 'wrongType': {
      if (!names.length) return undefined;
      const name = prng.pick(names);
      body[name] = wrongValue(properties[name], prng);
      return { kind, text: render(body), field: name };
    }
    case 'missingRequired': {
      const required: string[] = Array.isArray(schema?.required) ? schema!.required : [];
      const present = required.filter((name) => name in body);
      if (!present.length) return undefined;
      const name = prng.pick(present);
      delete body[name];
      return { kind, text: render(body), field: name };
    }
    case 'blank': {
      if (!names.length) return undefined;
      const name = prng.pick(names);
      body[name] = prng.pick([null, '', '   ']);
      return { kind, text: render(body), field: name };
    }
    case 'bigInteger': {
      const numeric = names.filter(
        (name) => ['integer', 'number'].includes(String(properties[name].type)) || name === 'version',
      );
      if (!numeric.length) return undefined;
      const name = prng.pick(numeric);
      body[name] = prng.pick([2147483648, -2147483649, 9007199254740991, 1e15, 99999999999.99]);
      return { kind, text: render(body), field: name };
    }
    case 'extraField': {
      if (schema?.additionalProperties !== false) return undefined;
      const name = `unexpected${prng.pick(['Field', 'Flag', 'Admin', 'Role'])}${prng.int(0, 999)}`;
      body[name] = prng.pick(['x', 1, true, { nested: 1 }]);
      return { kind, text: render(body), field: name };
    }
  }
}

/** A plausible value of a documented property, for bodies of routes without fixtures. */
export function plausibleValue(schema: Node): unknown {
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') {
    if (schema.format === 'email' || /mail/i.test(String(schema.title ?? ''))) return 'nobody@nowhere.test';
    if (schema.format === 'date') return '2026-01-01';
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
  if (type === 'integer' || type === 'number') return Number(schema.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'x';
}
