// OpenTelemetry, started by src/instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set:
// spans of incoming and outgoing HTTP, of every Postgres statement (node-postgres), Next's own spans
// of routes and renders, and the app's job spans (lib/tracing.ts), exported over OTLP/HTTP. The
// packages stay out of Next's bundle (next.config.ts) so they patch the modules the app really loads.
import * as api from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { NodeSDK, resources } from "@opentelemetry/sdk-node";
import type { Config } from "../lib/config";
import { log } from "../lib/logger";
import { installTracer } from "../lib/tracing";

/** Paths whose spans would only be noise: probes, static files, the metrics scrape. */
const QUIET = [/^\/api\/(health|ready)\b/, /^\/_next\/static\//, /^\/metrics\b/];

export async function startTracing(config: Config): Promise<void> {
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, "");
  const sdk = new NodeSDK({
    resource: resources.resourceFromAttributes({ "service.name": config.OTEL_SERVICE_NAME }),
    traceExporter: new OTLPTraceExporter({ url: `${base}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => QUIET.some((re) => re.test(req.url ?? "")),
      }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  installTracer(api, () => sdk.shutdown());
  log("tracing").info({ endpoint: base }, "tracing on");
}
