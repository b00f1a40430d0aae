/**
 * The lock remembers, per form version, each question's pointer and type. A question removed or retyped in
 * a version that is already locked breaks answers stored under it: that needs a new version file instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCK_FILE, type FormFile } from './formFiles';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Dotted question path → { pointer, type } for one schema (branches and nested objects included). */
export type QuestionMap = Record<string, { pointer: string; type: string }>;
export type VersionLock = Record<string, Record<string, QuestionMap>>;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function typeOf(property: Node, root: Node): string {
  let node = property;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/definitions/')) {
    const target = (root.definitions as Node | undefined)?.[node.$ref.slice('#/definitions/'.length)];
    if (isNode(target)) node = { ...target, ...node };
    else return `ref:${node.$ref}`;
  }
  const type = Array.isArray(node.type) ? node.type.join('|') : String(node.type ?? 'any');
  return type;
}

export function questionMap(schema: Node): QuestionMap {
  const out: QuestionMap = {};
  const walk = (node: unknown, pointer: string, prefix: string) => {
    if (!isNode(node)) return;
    if (isNode(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        if (!isNode(property)) continue;
        const at = `${pointer}/properties/${escape(name)}`;
        // A branch that only adds a rule to a declared question does not redeclare it.
        if (!out[prefix + name]) out[prefix + name] = { pointer: at, type: typeOf(property, schema) };
        walk(property, at, `${prefix}${name}.`);
      }
    }
    if (Array.isArray(node.allOf)) node.allOf.forEach((member, i) => walk(member, `${pointer}/allOf/${i}`, prefix));
    for (const key of ['then', 'else']) walk(node[key], `${pointer}/${key}`, prefix);
  };
  walk(schema, '', '');
  return out;
}

export const lockPath = (schemaDir: string) => path.join(schemaDir, LOCK_FILE);

export function readLock(schemaDir: string): VersionLock {
  const file = lockPath(schemaDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as VersionLock) : {};
}

/** The lock after adding what is new (versions, questions); what was there stays as it was. */
export function extendLock(lock: VersionLock, files: FormFile[]): VersionLock {
  const next: VersionLock = JSON.parse(JSON.stringify(lock));
  for (const file of files) {
    const questions = questionMap(JSON.parse(file.text) as Node);
    const locked = ((next[file.name] ??= {})[`v${file.version}`] ??= {});
    for (const [path, entry] of Object.entries(questions)) locked[path] ??= entry;
  }
  return next;
}
