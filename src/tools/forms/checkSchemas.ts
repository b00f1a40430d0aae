/**
 * The analyst's safety net (`npm run schemas:check`): every mistake is reported with its file and the JSON
 * pointer inside it. Each class of mistake is one function below.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { composeForm } from '../../shared/forms/composeForm';
import { FORM_LOCALES, formLabel } from '../../shared/forms/formLabels';
import { REGIONS, type Region } from '../../shared/region/regions';
import type { JsonSchemaNode } from '../../shared/validation/schemaRegistry';
import { duplicateKeyPointers } from './duplicateKeys';
import { listFormFiles, readLabelTrees, readRegionDefinitions, type FormFile } from './formFiles';
import { generateFormTypes } from './generateTypes';
import { questionMap, readLock } from './versionLock';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface CheckOptions {
  schemaDir: string;
  localesDir: string;
  /** Folder of the generated types; skipped when undefined. */
  generatedDir?: string;
}

/** Every `if` in a schema with its pointer and the object it sits in (whose properties it tests). */
function conditions(schema: Node): { pointer: string; node: Node; holder: Node }[] {
  const out: { pointer: string; node: Node; holder: Node }[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (!isNode(node)) return;
    if (isNode(node.if)) out.push({ pointer: `${pointer}/if`, node: node.if, holder: node });
    if (Array.isArray(node.allOf)) node.allOf.forEach((m, i) => walk(m, `${pointer}/allOf/${i}`));
    for (const key of ['then', 'else']) walk(node[key], `${pointer}/${key}`);
    if (isNode(node.properties))
      for (const [name, p] of Object.entries(node.properties)) walk(p, `${pointer}/properties/${escape(name)}`);
  };
  walk(schema, '');
  return out;
}

/** The tests of a condition: its own properties and those of anyOf / oneOf / allOf members, with their required. */
function triggers(condition: Node, pointer: string): { pointer: string; properties: Node; required: string[] }[] {
  const out: { pointer: string; properties: Node; required: string[] }[] = [];
  if (isNode(condition.properties))
    out.push({
      pointer,
      properties: condition.properties,
      required: Array.isArray(condition.required) ? (condition.required as string[]) : [],
    });
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const members = condition[key];
    if (Array.isArray(members))
      members.forEach((m, i) => isNode(m) && out.push(...triggers(m, `${pointer}/${key}/${i}`)));
  }
  return out;
}

function declaredProperty(schema: Node, name: string): Node | undefined {
  let found: Node | undefined;
  const walk = (node: unknown) => {
    if (!isNode(node) || found) return;
    const property = isNode(node.properties) ? node.properties[name] : undefined;
    if (isNode(property)) found = property;
    if (Array.isArray(node.allOf)) node.allOf.forEach(walk);
    walk(node.then);
    walk(node.else);
  };
  walk(schema);
  return found;
}

function resolved(property: Node, definitions: Node): Node {
  if (typeof property.$ref === 'string' && property.$ref.startsWith('#/definitions/')) {
    const target = definitions[property.$ref.slice('#/definitions/'.length)];
    if (isNode(target)) return { ...resolved(target, definitions), ...property };
  }
  return property;
}

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

function accepts(property: Node, value: unknown): boolean {
  if (Array.isArray(property.enum) && !property.enum.some((v) => JSON.stringify(v) === JSON.stringify(value)))
    return false;
  if (property.const !== undefined && JSON.stringify(property.const) !== JSON.stringify(value)) return false;
  const types = property.type === undefined ? [] : Array.isArray(property.type) ? property.type : [property.type];
  const actual = jsonType(value);
  return types.length === 0 || types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

// ---------------------------------------------------------------------------------------------------------

export function checkInvalidSchema(
  file: string,
  schema: Node,
  regionDefs: Record<string, Record<string, Record<string, unknown>>>,
): SchemaProblem[] {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['object', 'string'] });
  const problems: SchemaProblem[] = [];
  if (!ajv.validateSchema(schema as never)) {
    for (const error of ajv.errors ?? [])
      problems.push({
        file,
        pointer: error.instancePath,
        message: `invalid JSON Schema: ${error.message ?? error.keyword}`,
      });
    return problems;
  }
  // Composed for every region the project defines (a form may lean on a region's postcode or phone).
  const regions = Object.keys(regionDefs).length ? (Object.keys(regionDefs) as Region[]) : [...REGIONS];
  for (const region of regions) {
    const composed = composeForm(
      { name: '', version: 0, schema: schema as JsonSchemaNode, uiSchema: {} },
      { region, regionDefinitions: regionDefs[region] ?? {}, labels: {} },
    );
    try {
      const { $id: _id, ...anonymous } = composed.schema;
      new Ajv({ strict: false, allErrors: true, formats: { email: true, uuid: true, date: true, uri: true } })
        .addKeyword({ keyword: 'errorMessage' })
        .compile(anonymous);
    } catch (error) {
      problems.push({ file, pointer: '', message: `invalid JSON Schema in ${region}: ${(error as Error).message}` });
    }
  }
  return problems;
}

export function checkConditionsRequireTrigger(file: string, schema: Node): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const { pointer, node } of conditions(schema)) {
    for (const test of triggers(node, pointer)) {
      for (const name of Object.keys(test.properties)) {
        if (!test.required.includes(name)) {
          problems.push({
            file,
            pointer: `${test.pointer}/properties/${escape(name)}`,
            message: `"if" tests ${name} without requiring it, so it holds while ${name} is unanswered; add "required": ["${name}"]`,
          });
        }
      }
    }
  }
  return problems;
}

export function checkConditionsCanHold(
  file: string,
  schema: Node,
  regionDefs: Record<string, Record<string, unknown>>,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const definitions = { ...(isNode(schema.definitions) ? schema.definitions : {}), ...regionDefs } as Node;
  for (const { pointer, node, holder } of conditions(schema)) {
    for (const test of triggers(node, pointer)) {
      for (const [name, expected] of Object.entries(test.properties)) {
        if (!isNode(expected)) continue;
        const at = `${test.pointer}/properties/${escape(name)}`;
        const declared = declaredProperty(holder, name) ?? declaredProperty(schema, name);
        if (!declared) {
          problems.push({
            file,
            pointer: at,
            message: `condition on ${name}, which no question declares: it can never be true`,
          });
          continue;
        }
        const property = resolved(declared, definitions);
        const wanted =
          expected.const !== undefined ? [expected.const] : Array.isArray(expected.enum) ? expected.enum : undefined;
        if (wanted && !wanted.some((value) => accepts(property, value))) {
          problems.push({
            file,
            pointer: at,
            message: `condition expects ${name} to be ${wanted.map((v) => JSON.stringify(v)).join(' or ')}, which it can never be`,
          });
        }
      }
    }
  }
  return problems;
}

export function checkDuplicateKeys(file: string, text: string): SchemaProblem[] {
  return duplicateKeyPointers(text).map((pointer) => ({
    file,
    pointer,
    message: 'duplicate key: the earlier one is silently lost',
  }));
}

export function checkLabels(
  file: string,
  form: string,
  schema: Node,
  labels: Record<string, unknown>,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [question, { pointer }] of Object.entries(questionMap(schema))) {
    for (const locale of FORM_LOCALES) {
      if (formLabel(labels, locale, form, question) === undefined) {
        problems.push({
          file,
          pointer,
          message: `no label for ${question} in ${locale} (add "${question}" under forms.labels.${form} in locales/en-US/forms.json)`,
        });
      }
    }
  }
  return problems;
}

export function checkRequiredButHidden(file: string, schema: Node): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const { pointer, holder } of conditions(schema)) {
    const base = pointer.replace(/\/if$/, '');
    for (const key of ['then', 'else']) {
      const branch = holder[key];
      if (!isNode(branch) || !Array.isArray(branch.required)) continue;
      branch.required.forEach((name: string, index: number) => {
        const shown =
          (isNode(branch.properties) && name in branch.properties) ||
          (isNode(holder.properties) && name in holder.properties) ||
          (isNode(schema.properties) && name in schema.properties);
        if (!shown)
          problems.push({
            file,
            pointer: `${base}/${key}/required/${index}`,
            message: `${name} is required here but no question shows it, so the form can never be completed`,
          });
      });
    }
  }
  return problems;
}

export async function checkGeneratedTypes(schemaDir: string, generatedDir: string): Promise<SchemaProblem[]> {
  const problems: SchemaProblem[] = [];
  const expected = await generateFormTypes(schemaDir);
  for (const [name, content] of expected) {
    const file = path.join(generatedDir, name);
    const actual = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (actual !== content)
      problems.push({ file, pointer: '', message: 'generated types are stale: run npm run schemas:types' });
  }
  return problems;
}

export function checkVersionBumps(schemaDir: string, files: FormFile[]): SchemaProblem[] {
  const lock = readLock(schemaDir);
  const problems: SchemaProblem[] = [];
  for (const file of files) {
    const locked = lock[file.name]?.[`v${file.version}`];
    if (!locked) continue;
    let current;
    try {
      current = questionMap(JSON.parse(file.text) as Node);
    } catch {
      continue;
    }
    for (const [question, was] of Object.entries(locked)) {
      const now = current[question];
      if (!now)
        problems.push({
          file: file.file,
          pointer: was.pointer,
          message: `${question} was removed from v${file.version} without a version bump: add v${file.version + 1}.schema.json instead`,
        });
      else if (now.type !== was.type)
        problems.push({
          file: file.file,
          pointer: now.pointer,
          message: `${question} changed type from ${was.type} to ${now.type} without a version bump: add v${file.version + 1}.schema.json instead`,
        });
    }
  }
  return problems;
}

export async function checkSchemas(options: CheckOptions): Promise<SchemaProblem[]> {
  const files = listFormFiles(options.schemaDir);
  const regionDefs = readRegionDefinitions(options.schemaDir);
  const labels = readLabelTrees(options.localesDir, FORM_LOCALES);
  const problems: SchemaProblem[] = [];
  let parsedAll = true;
  for (const file of files) {
    problems.push(...checkDuplicateKeys(file.file, file.text));
    let schema: Node;
    try {
      schema = JSON.parse(file.text) as Node;
    } catch (error) {
      parsedAll = false;
      problems.push({ file: file.file, pointer: '', message: `invalid JSON: ${(error as Error).message}` });
      continue;
    }
    const invalid = checkInvalidSchema(file.file, schema, regionDefs);
    problems.push(...invalid);
    if (invalid.length) continue;
    problems.push(...checkConditionsRequireTrigger(file.file, schema));
    for (const region of Object.keys(regionDefs).length ? Object.keys(regionDefs) : ['US']) {
      for (const problem of checkConditionsCanHold(file.file, schema, regionDefs[region as Region] ?? {})) {
        if (!problems.some((p) => p.file === problem.file && p.pointer === problem.pointer)) problems.push(problem);
      }
    }
    problems.push(...checkLabels(file.file, file.name, schema, labels));
    problems.push(...checkRequiredButHidden(file.file, schema));
  }
  problems.push(...checkVersionBumps(options.schemaDir, files));
  if (options.generatedDir && parsedAll)
    problems.push(...(await checkGeneratedTypes(options.schemaDir, options.generatedDir)));
  return problems;
}
