import { HttpError } from 'react-admin';

/** The lines of a refusal to show in a dialog: the server's message, then each field's problem. */
export function refusalLines(failure: unknown): string[] {
  if (!(failure instanceof HttpError)) return [failure instanceof Error ? failure.message : String(failure)];
  const body = failure.body && typeof failure.body === 'object' ? (failure.body as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' && body.message ? body.message : failure.message;
  const fields =
    body.errors && typeof body.errors === 'object' ? Object.entries(body.errors as Record<string, unknown>) : [];
  const details = fields
    .filter(([field, detail]) => field !== 'root' && typeof detail === 'string')
    .map(([field, detail]) => `${field}: ${String(detail)}`);
  return [message, ...details.filter((line) => !line.endsWith(`: ${message}`))];
}
