// The endpoints `npm run bench` measures; each feature adds its rows here.
import { generateProducts } from "../src/db/seed/generate";

export type BenchTarget = {
  name: string;
  path: () => string;
  headers?: Record<string, string>;
  connections?: number;
};

/** The seed is deterministic, so the generator names real products without asking the server. */
function productSlug(index: number): string {
  let i = 0;
  for (const p of generateProducts({ products: index + 1 })) if (i++ === index) return p.slug;
  throw new Error("no such product");
}

export const benchTargets: BenchTarget[] = [
  { name: "GET /api/product-view/{slug}", path: () => `/api/product-view/${productSlug(41)}` },
  { name: "GET /{productSlug} (page)", path: () => `/${productSlug(41)}` },
  { name: "GET /api/health", path: () => "/api/health" },
  // the taxonomy is a fixed vocabulary, so these category slugs exist at every seed size
  { name: "GET /{categorySlug} (department page)", path: () => "/pharmaceuticals" },
  { name: "GET /{categorySlug}?filters (category page)", path: () => "/nsaids?stock=1&sort=price_asc&page=2" },
  { name: "GET / (home)", path: () => "/" },
];
