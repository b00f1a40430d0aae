/**
 * The one rule for turning any failed call into the sentence a user reads (spec 000 §8.1). Every caller —
 * the HTTP client, the login screen, notifications — goes through here so the wording never diverges.
 */

export const SERVER_TROUBLE_MESSAGE = 'Our servers seem to be having trouble. Please try again later.';
export const DEFAULT_ERROR_MESSAGE = 'An error has occurred. Please try again later.';
export const REQUEST_CANCELLED_MESSAGE = 'Request Cancelled';

/** Statuses for which the server's own wording is never shown (spec 000 §9 "Server-error status set"). */
export const SERVER_ERROR_STATUSES: readonly number[] = [500, 502, 503, 504];

export interface ErrorMessageInput {
  status?: number;
  body?: unknown;
  cancelled?: boolean;
}

// Services prefix their details with codes like "[AUTH-12] " that mean nothing to users; several may be stacked.
const BRACKETED_PREFIX = /^(?:\s*\[[^\]]*\]\s*)+/;

/** Removes leading bracketed codes; returns '' when nothing readable is left. */
export const stripBracketedPrefix = (text: string): string => text.replace(BRACKETED_PREFIX, '').trim();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readable = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = stripBracketedPrefix(value);
  return text === '' ? undefined : text;
};

const joinedErrorDetails = (errors: unknown): string | undefined => {
  if (!Array.isArray(errors)) return undefined;
  const details = errors
    .map((entry) =>
      typeof entry === 'string' ? readable(entry) : isRecord(entry) ? readable(entry.detail) : undefined,
    )
    .filter((detail): detail is string => detail !== undefined);
  return details.length > 0 ? details.join(', ') : undefined;
};

// A reverse proxy can answer with an HTML page; showing its markup would be worse than the default text.
const readableTextBody = (body: unknown): string | undefined => {
  if (typeof body !== 'string') return undefined;
  const text = body.trim();
  return text === '' || text.startsWith('<') ? undefined : text;
};

export function chooseErrorMessage({ status, body, cancelled }: ErrorMessageInput): string {
  if (cancelled) return REQUEST_CANCELLED_MESSAGE;
  if (status !== undefined && SERVER_ERROR_STATUSES.includes(status)) return SERVER_TROUBLE_MESSAGE;
  if (isRecord(body)) {
    const fromBody = readable(body.detail) ?? joinedErrorDetails(body.errors) ?? readable(body.message);
    if (fromBody !== undefined) return fromBody;
  }
  return readableTextBody(body) ?? DEFAULT_ERROR_MESSAGE;
}
