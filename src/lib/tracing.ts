import type { Span, Tracer } from "@opentelemetry/api";

/**
 * Spans of our own work (jobs) when tracing is on. `src/instrumentation.ts` starts OpenTelemetry only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set and leaves its tracer here; without it nothing of
 * OpenTelemetry is loaded and `withSpan` only runs the function.
 */
const holder = globalThis as unknown as {
  __dvmTracer?: { tracer: Tracer; error: number; shutdown: () => Promise<void> };
};

export function installTracer(tracer: Tracer, errorCode: number, shutdown: () => Promise<void>): void {
  holder.__dvmTracer = { tracer, error: errorCode, shutdown };
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
  return t.tracer.startActiveSpan(name, { attributes }, async (span: Span) => {
    try {
      return await fn();
    } catch (err) {
      span.setStatus({ code: t.error, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}
