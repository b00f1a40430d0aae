/**
 * Traces (docs/operations/observability.md "Traces"): with OpenTelemetry started as the server starts it, but spans
 * kept in memory, one HTTP request to a route that reads the database makes one trace: the server span of node:http
 * named by the route pattern with the answer's status, the Fastify handler's span beneath it, and the database's
 * statements beneath that (pg's instrumentation on PostgreSQL, the query layer's own spans on the embedded database).
 */
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing, type Tracing } from '../../src/server/observability/tracing';
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;

// Before the suites build their apps: @fastify/otel joins every Fastify instance created after it starts.
beforeAll(() => {
  tracing = startTracing({}, [new SimpleSpanProcessor(exporter)]);
});
afterAll(async () => {
  await tracing?.stop();
});

/** The span's parent, grandparent and so on among `spans`. */
function ancestors(span: ReadableSpan, spans: ReadableSpan[]): ReadableSpan[] {
  const chain: ReadableSpan[] = [];
  let parentId = span.parentSpanContext?.spanId;
  while (parentId) {
    const parent = spans.find((candidate) => candidate.spanContext().spanId === parentId);
    if (!parent) break;
    chain.push(parent);
    parentId = parent.parentSpanContext?.spanId;
  }
  return chain;
}

forEachDatabase('traces of a request', (ctx) => {
  it('one request: the server span with route and status, the handler span, the statements beneath', async () => {
    const token = await ctx.login(DEMO.staff);
    const page = await ctx.request('GET', `${ACCOUNTS_API}/search?size=1`, { token });
    const id = page.json.content[0].id as string;
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    exporter.reset();

    const response = await fetch(`${address}${ACCOUNTS_API}/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(id);

    // node:http ends its span when the answer has been handed over, which may come after the client has it.
    const server = await vi.waitFor(() => {
      const found = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
      expect(found).toHaveLength(1);
      return found[0];
    });
    const spans = exporter.getFinishedSpans();
    expect(server.instrumentationScope.name).toBe('@opentelemetry/instrumentation-http');
    expect(server.attributes).toMatchObject({ 'http.route': `${ACCOUNTS_API}/:id`, 'http.response.status_code': 200 });
    expect(server.parentSpanContext).toBeUndefined();
    expect(spans.every((span) => span.spanContext().traceId === server.spanContext().traceId)).toBe(true);

    const handler = spans.find((span) => span.name === `handler - GET ${ACCOUNTS_API}/:id`);
    expect(handler?.instrumentationScope.name).toBe('@fastify/otel');
    expect(handler?.attributes['http.route']).toBe(`${ACCOUNTS_API}/:id`);
    expect(ancestors(handler!, spans)).toContain(server);

    const statements = spans.filter(
      (span) => ancestors(span, spans).includes(handler!) && span.kind === SpanKind.CLIENT,
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((span) => span.attributes['db.system.name'] === 'postgresql')).toBe(true);
    // The account's own row, read through its handler (the statement's text, its values left out).
    const read = statements.find((span) => /\bfrom "accounts"/.test(String(span.attributes['db.query.text'])));
    expect(read?.instrumentationScope.name).toBe(
      ctx.kind === 'postgres' ? '@opentelemetry/instrumentation-pg' : 'adaptive-console/database',
    );
    expect(String(read?.attributes['db.query.text'])).not.toContain(id);
  });
});
