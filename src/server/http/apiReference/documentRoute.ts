import type { FastifySchema, RouteOptions } from 'fastify';
import { errorAnswer, historyAnswer, listAnswer, noBody, noContent, objectAnswer } from './answerSchemas';
import { createBody, recordAnswer, recordSchemaOfTag, updateBody, type DocumentedRecord } from './recordSchemas';

type Node = Record<string, unknown>;

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** What a route of a resource answers, told by its method and path (list, history, or one record). */
function resourceAnswer(documented: DocumentedRecord, method: string, url: string): Node {
  if (url.endsWith('/history')) return historyAnswer as unknown as Node;
  const record = recordAnswer(documented);
  if (method === 'GET' && !/\/:id$/.test(url)) return listAnswer(record);
  return record;
}

/**
 * A route as the API reference describes it (documentation only: validation and serialisation stay the
 * route's own). Fills what the route leaves out: the body a write takes (the record schema of its resource,
 * or the route's `config.bodySchema`), the answer of each status, and `security: []` on public routes.
 */
export function documentRoute({
  schema,
  url,
  route,
}: {
  schema: FastifySchema | undefined;
  url: string;
  route: RouteOptions;
}): { schema: FastifySchema; url: string } {
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const config = (route.config ?? {}) as {
    public?: boolean;
    bodySchema?: Node;
    answerSchema?: Node;
    answerStatus?: number;
    mayAnswerNoContent?: boolean;
  };
  const documented = { ...(schema ?? {}) } as FastifySchema & Node;
  const record = recordSchemaOfTag(documented.tags?.[0]);
  const revert = url.endsWith('/revert');
  if (config.public) documented.security = [];
  if (!documented.body && WRITES.has(method)) {
    const body =
      config.bodySchema ??
      (revert ? noBody : record ? (method === 'POST' ? createBody(record) : updateBody(record)) : undefined);
    if (body) documented.body = body;
  }
  const response: Node = { ...((documented.response as Node | undefined) ?? {}) };
  if (!Object.keys(response).some((code) => code.startsWith('2'))) {
    const status = config.answerStatus ?? (method === 'POST' && record && !revert ? 201 : 200);
    response[status] =
      status === 204
        ? noContent
        : (config.answerSchema ?? (record ? resourceAnswer(record, method, url) : objectAnswer));
  }
  if (config.mayAnswerNoContent) response[204] ??= noContent;
  const refusals = config.public ? [400, 404, 409, 429] : [400, 401, 403, 404, 409];
  for (const code of refusals) response[code] ??= errorAnswer;
  documented.response = response;
  return { schema: documented, url };
}
