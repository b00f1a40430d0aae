/**
 * Validates a form's answers exactly as the server does: hidden answers removed, derived ones recomputed,
 * then the composed schema applied with the spec's messages (see validateRecord for the wording).
 */
import type { FieldError } from '../api/types';
import { validateWithSchema, type ValidationResult } from '../validation/validateRecord';
import type { JsonSchemaNode } from '../validation/schemaRegistry';
import { visibleAnswers } from './visibleAnswers';

export function validateForm(schema: JsonSchemaNode, answers: unknown, options: { partial?: boolean } = {}): ValidationResult {
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) return validateWithSchema(schema, answers, options);
  const { value, unknown } = visibleAnswers(schema, answers as Record<string, unknown>);
  const result = validateWithSchema(schema, value, options);
  const unknownErrors: FieldError[] = unknown.map((field) => ({ field, detail: `${field} is not a known field` }));
  return { value: result.value, errors: [...result.errors, ...unknownErrors] };
}
