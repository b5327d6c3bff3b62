import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { HSTS, securityHeaders } from "./src/lib/security-headers";

const nextConfig = (phase: string): NextConfig => ({
  poweredByHeader: false,
  // PGlite, sharp and tesseract ship WASM/native parts, pdfkit reads its font metrics from its own
  // folder at run time: all must stay out of the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "tesseract.js", "pg", "ioredis", "pg-boss", "pdfkit"],
  images: { unoptimized: true },
  // Cache Components: 'use cache' with tags for catalog reads, Suspense around what depends on the buyer.
  cacheComponents: true,
  // Metadata is rendered ahead of the first byte for every client (as Next does for bots), so a
  // page's notFound(), forbidden() or redirect() still sets the HTTP status instead of a streamed 200.
  htmlLimitedBots: /.*/,
  // A link prefetches the route's shell only, never a page's data: an order page fetched ahead of a
  // status change must not be drawn after it.
  partialPrefetching: true,
  // forbidden() from next/navigation: another account's page answers HTTP 403 with app/forbidden.tsx
  // varyParams off: the client keys each prefetched page by all its params. With it on, the prefetched
  // pages of /user/order-details/1, /2 and /3 shared one entry, and a click drew the last one fetched.
  experimental: { authInterrupts: true, varyParams: false },
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
