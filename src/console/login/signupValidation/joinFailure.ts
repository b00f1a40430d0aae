/**
 * The messages of a failed join (spec 000 §8.3): 400 lists the server's password errors, 404 says the link
 * is gone, 412 shows the server text or "Authorization Failed for Token", anything else "Service Unavailable.
 * Please try again.". Answers translation keys or server texts, as `{key}` or `{text}`.
 */
export type FailureLine = { key: string } | { text: string };

interface FailedCall {
  status?: number;
  body?: { detail?: unknown; fieldErrors?: unknown } | null;
}

const fieldDetails = (errors: unknown, field: string): string[] =>
  Array.isArray(errors)
    ? errors.filter((e) => e && e.field === field && typeof e.detail === 'string').map((e) => e.detail as string)
    : [];

export function joinFailure(error: unknown): FailureLine[] {
  const { status, body } = (error ?? {}) as FailedCall;
  if (status === 400) {
    const passwordErrors = fieldDetails(body?.fieldErrors, 'password');
    const other = [...fieldDetails(body?.fieldErrors, 'firstName'), ...fieldDetails(body?.fieldErrors, 'lastName')];
    const lines = [...other, ...passwordErrors].map((text) => ({ text }));
    return lines.length ? lines : [{ key: 'signin.join.serviceUnavailable' }];
  }
  if (status === 404) return [{ key: 'signin.join.linkExpired' }];
  if (status === 412)
    return typeof body?.detail === 'string' && body.detail
      ? [{ text: body.detail }]
      : [{ key: 'signin.join.authorizationFailed' }];
  return [{ key: 'signin.join.serviceUnavailable' }];
}
