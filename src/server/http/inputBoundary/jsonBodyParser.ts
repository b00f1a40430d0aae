import type { FastifyInstance } from 'fastify';
import { ApiError } from '../apiError';
import { BOUNDARY_MESSAGES, INPUT_LIMITS } from './limits';

const refuse = (detail: string) => new ApiError(400, detail, [{ field: 'body', detail }]);

/**
 * JSON bodies are parsed plainly: a prototype key stays an ordinary own property that the boundary then
 * refuses by name (Fastify's own parser would answer "not valid JSON", which is untrue). An empty body is
 * no body; every route that needs one says so by its field.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: INPUT_LIMITS.bodyBytes },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return done(refuse(BOUNDARY_MESSAGES.notJson), undefined);
      }
      // Every body of this API is an object; an array, a string or a number is refused before any route reads it.
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        return done(refuse(BOUNDARY_MESSAGES.notAnObject), undefined);
      done(null, parsed);
    },
  );
}

/** Fastify's own refusals of a body (too large, wrong media type) named as the body's fault. */
export function bodyRefusal(error: { code?: string; statusCode?: number }): ApiError | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(BOUNDARY_MESSAGES.tooLarge);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new ApiError(415, 'The body must be sent as application/json.', [
      { field: 'body', detail: 'The body must be sent as application/json.' },
    ]);
  if (error.code?.startsWith('FST_ERR_CTP_')) return refuse(BOUNDARY_MESSAGES.notJson);
  return undefined;
}
