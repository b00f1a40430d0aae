/**
 * Validates a form's answers exactly as the server does: hidden answers removed, derived ones recomputed,
 * then the composed schema applied with the spec's messages and the locale's generic texts (see validateRecord).
 */
import type { FieldError } from '../api/types';
import { createValidator, type ValidationResult } from '../validation/validateRecord';
import type { JsonSchemaNode } from '../validation/schemaRegistry';
import { fillText, validationTexts } from '../validation/validationTexts';
import { visibleAnswers } from './visibleAnswers';

export interface ValidateFormOptions {
  partial?: boolean;
  /** The locale whose generic texts word the errors (a composed form's `locale`); en-US when absent. */
  locale?: string;
}

export function validateForm(
  schema: JsonSchemaNode,
  answers: unknown,
  options: ValidateFormOptions = {},
): ValidationResult {
  const { validateWithSchema } = createValidator(options.locale);
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers))
    return validateWithSchema(schema, answers, options);
  const { value, unknown } = visibleAnswers(schema, answers as Record<string, unknown>);
  const result = validateWithSchema(schema, value, options);
  const { unknownField } = validationTexts(options.locale);
  const unknownErrors: FieldError[] = unknown.map((field) => ({ field, detail: fillText(unknownField, { field }) }));
  return { value: result.value, errors: [...result.errors, ...unknownErrors] };
}
