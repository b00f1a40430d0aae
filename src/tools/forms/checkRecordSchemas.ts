/**
 * `npm run schemas:check` for the record schemas (schemas/records/*.schema.json), which the server validates
 * every write with: each must be JSON without duplicate keys, valid against the JSON Schema meta-schema (so
 * `"type": "strnig"` fails) and compile in ajv's strict mode (unknown keywords and formats fail), with the keywords the project uses (`errorMessage` of ajv-errors, the formats of ajv-formats).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { SchemaProblem } from './checkSchemas';
import { duplicateKeyPointers } from './duplicateKeys';

/** The record schema files of a folder, sorted. */
export const recordSchemaFiles = (recordsDir: string): string[] =>
  fs.existsSync(recordsDir)
    ? fs
        .readdirSync(recordsDir)
        .filter((name) => name.endsWith('.schema.json'))
        .sort()
        .map((name) => path.join(recordsDir, name))
    : [];

/**
 * Strict, except `strictTypes`: a conditional branch narrowing a property declared above (`then: {properties:
 * {zipCode: {pattern}}}`) is sound JSON Schema that strictTypes would refuse for not repeating `type`.
 */
function strictAjv(): Ajv {
  const ajv = new Ajv({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });
  addFormats(ajv);
  ajvErrors(ajv);
  return ajv;
}

/** Every problem of one record schema, with its file and JSON pointer. */
export function checkRecordSchema(file: string, text: string): SchemaProblem[] {
  let schema: Record<string, unknown>;
  try {
    schema = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    return [{ file, pointer: '', message: `invalid JSON: ${(error as Error).message}` }];
  }
  const problems: SchemaProblem[] = duplicateKeyPointers(text).map((pointer) => ({
    file,
    pointer,
    message: 'duplicate key: the earlier one is silently lost',
  }));
  const ajv = strictAjv();
  if (!ajv.validateSchema(schema)) {
    for (const error of ajv.errors ?? [])
      problems.push({
        file,
        pointer: error.instancePath,
        message: `invalid JSON Schema: ${error.message ?? error.keyword}`,
      });
    return problems;
  }
  try {
    strictAjv().compile(schema);
  } catch (error) {
    problems.push({ file, pointer: '', message: `invalid JSON Schema (strict): ${(error as Error).message}` });
  }
  return problems;
}

/** Every problem of every record schema in the folder. */
export function checkRecordSchemas(recordsDir: string): SchemaProblem[] {
  return recordSchemaFiles(recordsDir).flatMap((file) => checkRecordSchema(file, fs.readFileSync(file, 'utf8')));
}
