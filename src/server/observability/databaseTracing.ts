import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { LogEvent } from 'kysely';

const tracer = trace.getTracer('adaptive-console/database');

/**
 * Kysely's `log` option on the embedded database (PGlite runs in the process, so no client library is there to
 * instrument): a span for each statement a traced request sends, from its start to its end, child of whatever span
 * was active (the Fastify handler's). Outside a traced request, and whenever the server does not trace, it does
 * nothing. The statement's text is the one sent, with its `$n` placeholders: the values are never recorded.
 */
export function traceQuery(event: LogEvent): void {
  const parent = context.active();
  if (!trace.getSpan(parent)) return;
  const text = event.query.sql;
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const end = Date.now();
  const span = tracer.startSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      startTime: end - event.queryDurationMillis,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': text,
      },
    },
    parent,
  );
  if (event.level === 'error') {
    span.setStatus({ code: SpanStatusCode.ERROR, message: String(event.error) });
  }
  span.end(end);
}
