/**
 * Loaded with `node --import` before the server's own modules (`start.ts` adds it when tracing is wanted, `npm run
 * dev` always): OpenTelemetry's instrumentations must be in place before Fastify and pg load. Without an OTLP endpoint
 * it loads nothing (observability/tracingSwitch.ts).
 */
import { tracingWanted } from './observability/tracingSwitch';

if (tracingWanted(process.env)) {
  const { startTracing } = await import('./observability/tracing');
  startTracing(process.env);
}
