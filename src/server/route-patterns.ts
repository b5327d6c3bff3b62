// The route pattern of a request path (`/api/orders/[id]`, `/[slug]`), read from the build's routes
// manifest in Next's own order, so logs and metrics name a route, never a raw path with ids or tokens.
import { readFileSync } from "node:fs";

type ManifestRoute = { page: string; regex: string };
export type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

/** Paths that are not pages: grouped under one label each. */
const PREFIXES: [string, string][] = [
  ["/_next/static/", "/_next/static"],
  ["/_next/image", "/_next/image"],
  ["/_next/", "/_next"],
];

export function routeMatcher(manifest: RoutesManifest): (path: string) => string {
  const statics = new Set((manifest.staticRoutes ?? []).map((r) => r.page));
  const dynamics = (manifest.dynamicRoutes ?? []).map((r) => ({ page: r.page, re: new RegExp(r.regex) }));
  return (target) => {
    const path = target.split("?")[0]!;
    for (const [prefix, label] of PREFIXES) if (path.startsWith(prefix)) return label;
    const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
    if (statics.has(trimmed)) return trimmed;
    for (const d of dynamics) if (d.re.test(trimmed)) return d.page;
    // a public file (an icon, the manifest) or a 404: never the raw path
    return /\.[a-z0-9]+$/i.test(trimmed) ? "(public file)" : "(unmatched)";
  };
}

export function routeMatcherFromBuild(manifestPath: string): (path: string) => string {
  try {
    return routeMatcher(JSON.parse(readFileSync(manifestPath, "utf8")) as RoutesManifest);
  } catch {
    return () => "(unknown)";
  }
}
