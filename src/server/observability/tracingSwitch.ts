/**
 * Whether the server traces: only when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT, or the traces'
 * own OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) and the SDK is not disabled (OTEL_SDK_DISABLED=true). Without it nothing of
 * OpenTelemetry's SDK is loaded.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}
