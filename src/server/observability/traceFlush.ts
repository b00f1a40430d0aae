import { ProxyTracerProvider, trace } from '@opentelemetry/api';

/**
 * Exports the spans still buffered, before the process exits at the end of a graceful shutdown. Nothing to do when
 * the server does not trace (the global provider is then OpenTelemetry's no-op).
 */
export async function flushTraces(): Promise<void> {
  const global = trace.getTracerProvider();
  const provider = global instanceof ProxyTracerProvider ? global.getDelegate() : global;
  if ('forceFlush' in provider && typeof provider.forceFlush === 'function') await provider.forceFlush();
}
