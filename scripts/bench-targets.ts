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
  // search (budget: p95 <= 20 ms; type-ahead <= 5 ms server side at 100k products)
  { name: "GET /api/search common word", path: () => "/api/search?search_input=gloves" },
  { name: "GET /api/search typo", path: () => "/api/search?search_input=amoxicilin" },
  { name: "GET /api/search SKU fragment", path: () => "/api/search?search_input=DVM-PH-0000" },
  { name: "GET /api/search type-ahead prefix", path: () => "/api/search?search_input=amox" },
  { name: "GET /all-search-results/search/{text} (page)", path: () => "/all-search-results/search/vaccine" },
];
