/**
 * The financing terms the analysts keep beside the rating files: rating/financing.json (the APR, which spec 002
 * leaves out, and the financer's name), checked against schemas/rating/financing.schema.json. Read from the
 * rating catalogue's folder (RATING_DIR) and re-read when it changes, like the rating files.
 */
import fs from 'node:fs';
import path from 'node:path';
import termsSchema from '../../schemas/rating/financing.schema.json';
import { ApiError } from '../../src/server/http/apiError';
import { aprBasisPoints } from '../../src/shared/billing/instalment';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { validateWithSchema } from '../../src/shared/validation/validateRecord';

export const FINANCING_FILE = 'financing.json';

export interface FinancingTerms {
  apr: number;
  financerName: string;
}

/** What is wrong with a terms file ([] when nothing): its schema, and an APR of at most two decimals. */
export function financingTermsProblems(data: unknown): string[] {
  const { errors } = validateWithSchema(termsSchema as unknown as JsonSchemaNode, data);
  const problems = errors.map((error) => `${error.field}: ${error.detail}`);
  if (!problems.length) {
    try {
      aprBasisPoints((data as FinancingTerms).apr);
    } catch (error) {
      problems.push(`apr: ${(error as Error).message}`);
    }
  }
  return problems;
}

const cache = new Map<string, { mtimeMs: number; terms: FinancingTerms }>();

export function financingTerms(ratingDir: string): FinancingTerms {
  const file = path.join(ratingDir, FINANCING_FILE);
  const { mtimeMs } = fs.statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.terms;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as FinancingTerms;
  const problems = financingTermsProblems(data);
  if (problems.length)
    throw new ApiError(500, `The financing terms file ${FINANCING_FILE} is invalid (${problems[0]})`);
  const terms = { apr: data.apr, financerName: data.financerName };
  cache.set(file, { mtimeMs, terms });
  return terms;
}
