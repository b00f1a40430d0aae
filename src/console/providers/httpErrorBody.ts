/**
 * Shapes the body of a failed answer for react-admin. The server answers field problems as
 * `{status, detail, errors: [{field, detail}]}`; react-admin (ra-core's create/edit controllers) instead reads
 * `HttpError.body.errors` as a map shaped like the form values, hands it to react-hook-form's `setError`
 * (flattening nested objects into dotted paths), and shows `errors.root.serverError` as the form's
 * notification. So the list becomes that map, and everything else the server said is kept.
 */
import { stripBracketedPrefix, SERVER_ERROR_STATUSES } from '../../shared/api/errorMessage';

/** The map react-admin puts under the inputs; a field name may be dotted (`address.city`). */
export type FormErrors = Record<string, unknown> & { root?: { serverError: string } };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// react-hook-form names array items `items.0.name`; some validators report `items[0].name`.
const toFormPath = (field: string): string => field.replace(/\[(\d+)\]/g, '.$1');

function fieldErrorMap(errors: readonly unknown[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of errors) {
    if (!isRecord(entry) || typeof entry.field !== 'string' || entry.field === '' || typeof entry.detail !== 'string') {
      continue;
    }
    const path = toFormPath(entry.field);
    const detail = stripBracketedPrefix(entry.detail) || entry.detail;
    // Two rules can fail on one field; the input shows both rather than losing one.
    map[path] = map[path] ? `${map[path]}, ${detail}` : detail;
  }
  return map;
}

/**
 * Returns what goes into `HttpError.body`: for a JSON object, the server body with `errors` turned into the
 * form map (the original list stays readable as `fieldErrors`); for anything else, the raw text or null.
 */
export function toHttpErrorBody(status: number, json: unknown, text: string): unknown {
  if (!isRecord(json)) return text === '' ? null : text;
  const body: Record<string, unknown> = { ...json };
  // A body that already speaks react-admin's shape passes through.
  const formErrors: FormErrors = isRecord(json.errors) ? { ...json.errors } : {};
  if (Array.isArray(json.errors)) {
    body.fieldErrors = json.errors;
    Object.assign(formErrors, fieldErrorMap(json.errors));
  }
  // A server failure is not the form's fault; its wording stays hidden behind the generic message.
  const detail = typeof json.detail === 'string' ? stripBracketedPrefix(json.detail) : '';
  if (detail !== '' && !SERVER_ERROR_STATUSES.includes(status)) formErrors.root = { serverError: detail };
  // Never leave the server's array under `errors`: react-admin would take its indexes for field names.
  if (Object.keys(formErrors).length > 0) body.errors = formErrors;
  else delete body.errors;
  return body;
}
