/**
 * Which answers a form keeps. A question declared only inside a `then`/`else` branch is shown only while
 * that branch applies; when it does not, its answer is removed — so hidden answers are never stored, and a
 * dependent answer is cleared as soon as its parent answer changes. Derived answers (`x-derived`) are
 * recomputed here too. The console runs this on every change, the server on every write.
 */
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import type { JsonSchemaNode } from '../validation/schemaRegistry';

type Node = Record<string, unknown>;
type Answers = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

let conditionAjv: Ajv | undefined;
const conditions = new WeakMap<object, ValidateFunction>();

function matches(condition: Node, value: Answers, root: Node): boolean {
  let check = conditions.get(condition);
  if (!check) {
    conditionAjv ??= new Ajv({ strict: false, allErrors: false });
    // A condition may $ref the form's definitions; it is compiled with them beside it.
    check = conditionAjv.compile({ ...condition, definitions: root.definitions } as AnySchema);
    conditions.set(condition, check);
  }
  return check(value) === true;
}

/** Properties in force for this value: the node's own, those of allOf members, and of each active branch. */
function collect(node: unknown, value: Answers, root: Node, out: Map<string, Node>): void {
  if (!isNode(node)) return;
  if (isNode(node.properties)) {
    for (const [name, property] of Object.entries(node.properties))
      if (isNode(property) && !out.has(name)) out.set(name, property);
  }
  if (Array.isArray(node.allOf)) for (const member of node.allOf) collect(member, value, root, out);
  if (isNode(node.if)) collect(matches(node.if, value, root) ? node.then : node.else, value, root, out);
}

/** Every property name the node declares anywhere (in any branch), so an unknown key can be told apart. */
function declared(node: unknown, out = new Set<string>()): Set<string> {
  if (!isNode(node)) return out;
  if (isNode(node.properties)) for (const name of Object.keys(node.properties)) out.add(name);
  if (Array.isArray(node.allOf)) for (const member of node.allOf) declared(member, out);
  declared(node.then, out);
  declared(node.else, out);
  return out;
}

function resolve(node: Node, root: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return node;
  const target = (root.definitions as Node | undefined)?.[ref.slice('#/definitions/'.length)];
  return isNode(target) ? { ...target, ...node } : node;
}

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function derive(rule: unknown, answers: Answers): number | undefined {
  if (!isNode(rule)) return undefined;
  if (Array.isArray(rule.difference)) {
    const [from, field] = rule.difference as [number, string];
    const subtrahend = num(answers[field]);
    return subtrahend === undefined ? undefined : from - subtrahend;
  }
  if (Array.isArray(rule.sum)) {
    const parts = (rule.sum as string[])
      .map((field) => num(answers[field]))
      .filter((n): n is number => n !== undefined);
    return parts.length ? parts.reduce((a, b) => a + b, 0) : undefined;
  }
  return undefined;
}

export interface VisibleAnswers {
  /** The answers a reader may see and a write may store. */
  value: Answers;
  /** Top-level keys the schema declares nowhere (reported by the validator, never silently dropped). */
  unknown: string[];
}

function prune(node: Node, answers: Answers, root: Node, unknown: string[] | undefined, prefix: string): Answers {
  let current: Answers = { ...answers };
  const everywhere = declared(node);
  // Removing a hidden answer may close another branch in turn; settle in a few rounds.
  for (let round = 0; round < 5; round += 1) {
    const inForce = new Map<string, Node>();
    collect(node, current, root, inForce);
    const next: Answers = {};
    for (const [key, item] of Object.entries(current)) {
      if (!inForce.has(key)) {
        if (!everywhere.has(key)) {
          unknown?.push(prefix + key);
          next[key] = item;
        }
        continue;
      }
      const property = resolve(inForce.get(key) as Node, root);
      next[key] =
        isNode(item) && isNode(property.properties) ? prune(property, item, root, unknown, `${prefix}${key}.`) : item;
    }
    for (const [key, property] of inForce) {
      if (!('x-derived' in property)) continue;
      const derived = derive(property['x-derived'], next);
      if (derived === undefined) delete next[key];
      else next[key] = derived;
    }
    const settled = JSON.stringify(next) === JSON.stringify(current);
    current = next;
    if (settled) break;
  }
  return current;
}

export function visibleAnswers(schema: JsonSchemaNode, answers: Answers): VisibleAnswers {
  const unknown: string[] = [];
  const root = schema as Node;
  const value = prune(root, answers, root, unknown, '');
  return { value, unknown: [...new Set(unknown)] };
}
