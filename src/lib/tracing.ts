import type * as OtelApi from "@opentelemetry/api";

/**
 * Spans of our own work (jobs, PGlite statements) when tracing is on. `src/server/tracing.ts`,
 * started by `src/instrumentation.ts` only when OTEL_EXPORTER_OTLP_ENDPOINT is set, leaves the
 * OpenTelemetry API here; without it nothing of OpenTelemetry is loaded and these only run the work.
 */
type Installed = { api: typeof OtelApi; tracer: OtelApi.Tracer; shutdown: () => Promise<void> };
const holder = globalThis as unknown as { __dvmTracer?: Installed };

export function installTracer(api: typeof OtelApi, shutdown: () => Promise<void>): void {
  holder.__dvmTracer = { api, tracer: api.trace.getTracer("dvm-market"), shutdown };
}

/** Sends the spans still buffered (at shutdown); nothing to do when tracing is off. */
export async function flushTracing(): Promise<void> {
  await holder.__dvmTracer?.shutdown().catch(() => undefined);
}

export async function withSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  fn: () => Promise<T>,
): Promise<T> {
  const t = holder.__dvmTracer;
  if (!t) return fn();
  return t.tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn();
    } catch (err) {
      span.setStatus({ code: t.api.SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** A child span of whatever is active now, ended by the returned function; null when tracing is off. */
export function startChildSpan(name: string, attributes: Record<string, string | number>): (() => void) | null {
  const t = holder.__dvmTracer;
  if (!t) return null;
  const span = t.tracer.startSpan(name, { attributes }, t.api.context.active());
  return () => span.end();
}
