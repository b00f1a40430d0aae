import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** What the probes and the scraper ask every few seconds: answered, never traced. */
const UNTRACED_PATHS = /^\/(api\/health(\/|$|\?)|metrics($|\?))/;

export interface Tracing {
  /** Exports what is buffered, stops the instrumentations and unregisters the tracer. */
  stop(): Promise<void>;
}

/**
 * Starts OpenTelemetry's Node SDK with the instrumentations of the server's HTTP (node:http), Fastify (@fastify/otel,
 * which adds itself to every Fastify instance created from now on) and PostgreSQL's client (pg). Spans go to OTLP
 * over HTTP/protobuf (the exporter reads OTEL_EXPORTER_OTLP_* itself) in batches, or to `spanProcessors` when given
 * (the tests' in-memory exporter). The SDK reads the other standard settings (OTEL_SERVICE_NAME,
 * OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER, OTEL_PROPAGATORS); metrics stay with prom-client (/metrics) and logs
 * with the server's log, so neither is exported.
 *
 * Modules the instrumentations patch must load after this. `tracing.ts` (the process's `--import`) runs it before
 * the server's modules load; `node:http` and `pg` are then required here once, so that the patch applies to the very
 * module objects the server's ESM imports reuse, whatever loaded them first.
 */
export function startTracing(env: NodeJS.ProcessEnv, spanProcessors?: SpanProcessor[]): Tracing {
  const untraced = (url: string | undefined) => UNTRACED_PATHS.test(url ?? '');
  const instrumentations = [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (request: IncomingMessage) => untraced(request.url) }),
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      // The request and its handler; the many hooks of a request (security headers, throttles, sign-in) in neither.
      instrumentHooks: false,
      ignorePaths: (route) => untraced(route.url),
      // Named by its route, not by the chain of plugins Fastify registered it under.
      lifecycleHook: (span, { hookName, request }) => {
        if (hookName === 'handler') span.updateName(`handler - ${request.method} ${request.routeOptions.url}`);
      },
    }),
    // Only statements of a traced request: the workers' polling makes no traces of its own.
    new PgInstrumentation({ requireParentSpan: true }),
  ];
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'adaptive-console',
    ...(spanProcessors ? { spanProcessors } : { traceExporter: new OTLPTraceExporter() }),
    instrumentations,
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https', 'pg']) require(name);
  return {
    async stop() {
      await sdk.shutdown();
      for (const instrumentation of instrumentations) instrumentation.disable();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
