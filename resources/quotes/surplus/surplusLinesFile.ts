/**
 * The surplus lines rates the analysts keep beside the rating files: rating/surplusLines.json (tax and stamping fee
 * per state, in percent of the premium; `default` for a state without its own entry). Read from the rating
 * catalogue's folder (RATING_DIR), checked against the schema below and re-read when it changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../../src/server/http/apiError';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import { validateWithSchema } from '../../../src/shared/validation/validateRecord';

export const SURPLUS_LINES_FILE = 'surplusLines.json';

export interface SurplusLinesRates {
  taxRate: number;
  stampingFeeRate: number;
}

export interface SurplusLinesFile {
  default: SurplusLinesRates;
  states: Record<string, SurplusLinesRates>;
}

const rates: JsonSchemaNode = {
  type: 'object',
  required: ['taxRate', 'stampingFeeRate'],
  additionalProperties: false,
  properties: {
    taxRate: { type: 'number', minimum: 0, maximum: 20 },
    stampingFeeRate: { type: 'number', minimum: 0, maximum: 5 },
  },
};

export const surplusLinesSchema: JsonSchemaNode = {
  type: 'object',
  required: ['default', 'states'],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string' },
    default: rates,
    states: { type: 'object', propertyNames: { pattern: '^[A-Z]{2}$' }, additionalProperties: rates },
  },
};

/** What is wrong with a rates file ([] when nothing). */
export const surplusLinesProblems = (data: unknown): string[] =>
  validateWithSchema(surplusLinesSchema, data).errors.map((e) => `${e.field}: ${e.detail}`);

const cache = new Map<string, { mtimeMs: number; file: SurplusLinesFile }>();

export function surplusLinesFile(ratingDir: string): SurplusLinesFile {
  const file = path.join(ratingDir, SURPLUS_LINES_FILE);
  const { mtimeMs } = fs.statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.file;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SurplusLinesFile;
  const problems = surplusLinesProblems(data);
  if (problems.length)
    throw new ApiError(500, `The surplus lines file ${SURPLUS_LINES_FILE} is invalid (${problems[0]})`);
  cache.set(file, { mtimeMs, file: data });
  return data;
}

/** The rates of `state` (the file's default for a state it does not list). */
export const surplusLinesRates = (file: SurplusLinesFile, state: unknown): SurplusLinesRates =>
  (typeof state === 'string' && file.states[state]) || file.default;
