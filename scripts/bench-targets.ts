// The endpoints `npm run bench` measures; each feature adds its rows here.
import { generateProducts } from "../src/db/seed/generate";
import { prepareCart } from "./bench-cart";

export type BenchTarget = {
  name: string;
  path: () => string;
  headers?: Record<string, string>;
  connections?: number;
  /** Autocannon request sequence (each connection cycles through it). */
  requests?: { method?: "GET" | "POST"; path?: string; body?: string; headers?: Record<string, string> }[];
  /** Runs once against the started server (sign in, fill data); its fields override the row's. */
  prepare?: (base: string) => Promise<Partial<Omit<BenchTarget, "prepare">>>;
};

/** The seed is deterministic, so the generator names real products without asking the server. */
function productSlug(index: number): string {
  let i = 0;
  for (const p of generateProducts({ products: index + 1 })) if (i++ === index) return p.slug;
  throw new Error("no such product");
}

/** The demo buyer's session cookie (the same sign-in the cart rows use). */
const signedIn = async (base: string) => ({ headers: { cookie: (await prepareCart(base)).headers.cookie } });

export const benchTargets: BenchTarget[] = [
  { name: "GET /api/product-view/{slug}", path: () => `/api/product-view/${productSlug(41)}` },
  // pages: visitors share the page cache, signed-in buyers a member shell (MEMBER_SHELL=off: rendered for each)
  { name: "GET /{productSlug} (page, visitor)", path: () => `/${productSlug(41)}` },
  { name: "GET /{productSlug} (page, signed-in buyer)", path: () => `/${productSlug(41)}`, prepare: signedIn },
  // what a member shell of a product page then reads for the buyer: who they are, their view of the
  // product, their prices of cards a visitor may not price; a visit is the next row's three requests
  { name: "GET /api/viewer (signed-in buyer)", path: () => "/api/viewer", prepare: signedIn },
  {
    name: "GET /api/product-view/{slug}/{userId} (signed-in buyer)",
    path: () => `/api/product-view/${productSlug(41)}/demo-buyer`,
    prepare: signedIn,
  },
  {
    name: "GET /api/card-prices (6 cards, signed-in buyer)",
    path: () => "/api/card-prices?ids=1,2,3,4,5,6",
    prepare: signedIn,
  },
  {
    // a card reads its buyer's price only when a visitor's asks to sign in, so a visit is these three
    name: "product page visit, signed-in (page + viewer + buyer's product view; req/s ÷ 3 = visits/s)",
    path: () => `/${productSlug(41)}`,
    prepare: async (base) => ({
      ...(await signedIn(base)),
      requests: [
        { path: `/${productSlug(41)}` },
        { path: "/api/viewer" },
        { path: `/api/product-view/${productSlug(41)}` }, // with the session: the buyer's view
      ],
    }),
  },
  { name: "GET /api/health", path: () => "/api/health" },
  // search (budget: p95 <= 20 ms; type-ahead <= 5 ms server side at 100k products)
  { name: "GET /api/search common word", path: () => "/api/search?search_input=gloves" },
  { name: "GET /api/search typo", path: () => "/api/search?search_input=amoxicilin" },
  { name: "GET /api/search SKU fragment", path: () => "/api/search?search_input=DVM-PH-0000" },
  { name: "GET /api/search type-ahead prefix", path: () => "/api/search?search_input=amox" },
  { name: "GET /all-search-results/search/{text} (page, visitor)", path: () => "/all-search-results/search/vaccine" },
  {
    name: "GET /api/cart-listing-app/{userId} (50 lines)",
    path: () => "/api/cart-listing-app/demo-buyer?related=0",
    connections: 4,
    prepare: async (base) => ({ headers: (await prepareCart(base)).headers }),
  },
  {
    name: "POST /api/update-cart-app (50-line cart)",
    path: () => "/api/update-cart-app",
    connections: 1,
    prepare: async (base) => {
      const c = await prepareCart(base);
      const body = (action: string) => JSON.stringify({ id: c.lineId, vendor_id: c.vendorId, quantity: 1, action });
      return {
        headers: c.headers,
        requests: [
          { method: "POST" as const, body: body("addition") },
          { method: "POST" as const, body: body("deletion") },
        ],
      };
    },
  },
  // the taxonomy is a fixed vocabulary, so these category slugs exist at every seed size
  { name: "GET /{categorySlug} (department page, visitor)", path: () => "/pharmaceuticals" },
  { name: "GET /{categorySlug} (department page, signed-in buyer)", path: () => "/pharmaceuticals", prepare: signedIn },
  { name: "GET /{categorySlug}?filters (category page, visitor)", path: () => "/nsaids?stock=1&sort=price_asc&page=2" },
  {
    name: "GET /{categorySlug}?filters (category page, signed-in buyer)",
    path: () => "/nsaids?stock=1&sort=price_asc&page=2",
    prepare: signedIn,
  },
  { name: "GET / (home, visitor)", path: () => "/" },
  { name: "GET / (home, signed-in buyer)", path: () => "/", prepare: signedIn },
  // offers of one item across vendors (budget: p95 <= 10 ms server side) and a 50-line cart's hints (<= 50 ms)
  {
    name: "GET /api/products/{id}/offers (item sold by several vendors, signed-in buyer)",
    path: () => "/api/products/1/offers",
    prepare: async (base) => {
      const auth = await signedIn(base);
      // the seed lists about one popular item in twenty again at other vendors: find one
      for (let id = 27; id < 2000; id += 20) {
        const res = await fetch(`${base}/api/products/${id}/offers`, auth);
        if (res.ok && ((await res.json()).offers?.length ?? 0) >= 3)
          return { ...auth, path: () => `/api/products/${id}/offers` };
      }
      throw new Error("no item sold by three vendors in the seed");
    },
  },
  {
    name: "GET /api/cart/hints (50-line cart, cheaper-elsewhere hints)",
    path: () => "/api/cart/hints",
    connections: 4,
    prepare: async (base) => ({ headers: (await prepareCart(base)).headers }),
  },
];
