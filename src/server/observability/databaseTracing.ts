import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('adaptive-console/database');

/**
 * Runs one statement on the embedded database (PGlite runs in the process: no client library is there for an
 * instrumentation to patch) inside a span of its own, child of the span that was active (the Fastify handler's), as
 * pg's instrumentation does on PostgreSQL. Only statements of a traced request are traced; when the server does not
 * trace there is never an active span, and the statement simply runs. The span records the statement's text, with
 * its `$n` placeholders: the values are never recorded.
 */
export async function traceStatement<T>(text: string, run: () => Promise<T>): Promise<T> {
  const parent = context.active();
  if (!trace.getSpan(parent)) return run();
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const span = tracer.startSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text },
    },
    parent,
  );
  try {
    return await run();
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}
