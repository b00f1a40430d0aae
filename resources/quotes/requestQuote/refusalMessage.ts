import { HttpError } from 'react-admin';

/** The server's message of a refusal (its `message`, else what the HTTP client made of the body). */
export const refusalMessage = (failure: unknown): string => {
  if (failure instanceof HttpError && failure.body && typeof failure.body === 'object') {
    const message = (failure.body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return failure instanceof Error ? failure.message : String(failure);
};
