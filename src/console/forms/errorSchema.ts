/**
 * RJSF shows errors from an ErrorSchema (`{field: {__errors: [...]}}`, nested like the data); the server and
 * the shared validator speak dotted fields. These convert between the two.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../shared/api/types';

export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, any> = {};
  for (const { field, detail } of errors) {
    let node = root;
    for (const segment of field === '' ? [] : field.split('.')) node = node[segment] ??= {};
    (node.__errors ??= []).push(detail);
  }
  return root as ErrorSchema;
}

/** Field errors from a failed save: react-admin's HttpError body carries them as a (dotted or nested) map. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const errors = (error as { body?: { errors?: unknown } } | undefined)?.body?.errors;
  if (Array.isArray(errors))
    return errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.detail === 'string');
  const out: FieldError[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out.push({ field: prefix, detail: value });
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        if (key !== 'root') walk(item, prefix ? `${prefix}.${key}` : key);
  };
  walk(errors, '');
  return out;
}
