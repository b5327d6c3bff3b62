import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { HSTS, securityHeaders } from "./src/lib/security-headers";

const nextConfig = (phase: string): NextConfig => ({
  poweredByHeader: false,
  // PGlite, sharp and tesseract ship WASM/native parts, pdfkit reads its font metrics from its own
  // folder at run time: all must stay out of the server bundle.
  // The logger, the metrics registry and OpenTelemetry are shared with the server in front of Next (one
  // copy per process), and OpenTelemetry must patch the modules the app really loads.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "sharp",
    "tesseract.js",
    "pg",
    "ioredis",
    "pg-boss",
    "pdfkit",
    "pino",
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/instrumentation-http",
    "@opentelemetry/instrumentation-pg",
  ],
  images: { unoptimized: true },
  // forbidden() from next/navigation: another account's page answers HTTP 403 with app/forbidden.tsx
  experimental: {
    authInterrupts: true,
    // a clean clone's build (CI) never reads Turbopack's build cache back: writing it cost about 40 s there
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc once; the build need not repeat it
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(phase === PHASE_DEVELOPMENT_SERVER) },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [HSTS],
      },
    ];
  },
});

export default nextConfig;
