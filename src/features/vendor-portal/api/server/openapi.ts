import "server-only";
import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { API_SCOPES, requiredScope, SCOPE_LABELS } from "../api-scopes";
import { buyerPaths } from "./openapi-buyer-paths";
import { listingPaths } from "./openapi-listing-paths";
import { moneyPaths } from "./openapi-money-paths";
import { orderPaths } from "./openapi-order-paths";
import { rfqPaths } from "./openapi-rfq-paths";
import { shopPaths } from "./openapi-shop-paths";

let cached: ReturnType<typeof createDocument> | null = null;

const KEYS = [
  "Send an API key as `Authorization: Bearer <key>`. A key holds one or more scopes, chosen when it is created:",
  ...API_SCOPES.map((s) => `- \`${s}\`: ${SCOPE_LABELS[s].replace(/^[^:]+: /, "")}`),
  "Each operation lists the scope it needs; a key without it gets 403. Keys made before scopes hold all three.",
  "Too many wrong keys from one address are answered 429 with Retry-After, whatever key is sent, until the wait ends.",
].join("\n");

const METHODS = ["get", "put", "post", "patch", "delete"] as const;
type Paths = typeof listingPaths &
  typeof orderPaths &
  typeof buyerPaths &
  typeof shopPaths &
  typeof moneyPaths &
  typeof rfqPaths;

/** Each operation says which key scope it needs, by the same rule the route guard applies. */
function withScopes(paths: Paths): Paths {
  const out: Record<string, Record<string, object>> = {};
  for (const [path, item] of Object.entries(paths as Record<string, Record<string, object>>)) {
    out[path] = { ...item };
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const scope = requiredScope(method, `/api/vendor/v1${path}`);
      out[path][method] = { ...op, security: [{ apiKey: [scope] }], "x-required-scope": scope };
    }
  }
  return out as Paths;
}

/**
 * OpenAPI 3.1 of the vendor API, generated from the same zod schemas the routes parse with. Every route
 * file under /api/vendor/v1 has its path and methods here (a test walks the folder to keep it so).
 * Features above the portal (returns) bring their own paths: app/ composes them in.
 */
export function vendorOpenApi(more: ZodOpenApiPathsObject = {}) {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: { title: "DVM Market vendor API", version: "1.0.0" },
    servers: [{ url: "/api/vendor/v1" }],
    components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: KEYS } } },
    security: [{ apiKey: [] }],
    paths: withScopes({
      ...listingPaths,
      ...orderPaths,
      ...buyerPaths,
      ...shopPaths,
      ...moneyPaths,
      ...rfqPaths,
      ...more,
    } as Paths),
  });
  return cached;
}
