import "server-only";
import { createDocument } from "zod-openapi";
import { listingPaths } from "./openapi-listing-paths";
import { orderPaths } from "./openapi-order-paths";
import { shopPaths } from "./openapi-shop-paths";

let cached: ReturnType<typeof createDocument> | null = null;

/**
 * OpenAPI 3.1 of the vendor API, generated from the same zod schemas the routes parse with. Every route
 * file under /api/vendor/v1 has its path and methods here (a test walks the folder to keep it so).
 */
export function vendorOpenApi() {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: { title: "DVM Market vendor API", version: "1.0.0" },
    servers: [{ url: "/api/vendor/v1" }],
    components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } } },
    security: [{ apiKey: [] }],
    paths: { ...listingPaths, ...orderPaths, ...shopPaths },
  });
  return cached;
}
