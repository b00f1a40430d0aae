import type { FailureLine } from './joinFailure';

/** A failed sign-up (spec 000 §8.3): 412 shows the server text; anything else "Service Unavailable. Please try again.". */
export function signUpFailure(error: unknown): FailureLine {
  const { status, body } = (error ?? {}) as { status?: number; body?: { detail?: unknown } | null };
  if (status === 412 && typeof body?.detail === 'string' && body.detail) return { text: body.detail };
  return { key: 'signin.join.serviceUnavailable' };
}
