/**
 * Deterministic veterinary marketplace catalog as plain objects. Same options,
 * same output: every product draws from its own seeded stream and all dates are
 * offsets from REFERENCE_DATE, never from the clock.
 */
import { buildProduct, createProductContext } from "./generate-products";
import { type ServiceCatalog, generateServices } from "./generate-services";
import { buildTaxonomy, type Taxonomy } from "./generate-taxonomy";
import { generateVendors, type VendorProfile } from "./generate-vendors";
import type { CatalogOptions, ProductBatchOptions, SeedCatalog, SeedProduct } from "./seed-types";
import { SlugRegistry } from "./slug";

export type * from "./seed-types";
export { REFERENCE_DATE } from "./product-commerce";
export { LOGO_VENDOR_IDS, VENDOR_COUNT, VENDOR_ID_NO_BUY } from "./generate-vendors";

/** Alias kept for consumers that name the product row this way. */
export type GeneratedProduct = SeedProduct;

export const DEFAULT_SEED = 20261101;
export const DEFAULT_PRODUCT_COUNT = 3000;

interface CatalogBase {
  seed: number;
  taxonomy: Taxonomy;
  vendors: VendorProfile[];
  services: ServiceCatalog;
  /** Category, service and product slugs share this namespace. */
  slugs: SlugRegistry;
}

function buildBase(seed: number): CatalogBase {
  const slugs = new SlugRegistry();
  const taxonomy = buildTaxonomy(slugs);
  const services = generateServices(seed, slugs);
  return { seed, taxonomy, vendors: generateVendors(seed), services, slugs };
}

function assertCount(products: number): void {
  if (!Number.isInteger(products) || products < 0) {
    throw new RangeError(`products must be a non-negative integer, got ${products}`);
  }
}

function* productsOf(base: CatalogBase, count: number): Generator<SeedProduct, void, undefined> {
  const ctx = createProductContext(base.seed, base.taxonomy.leaves, base.vendors, base.slugs);
  for (let index = 0; index < count; index++) yield buildProduct(ctx, index);
}

/** Streams products one at a time (ids 1..products) without holding the catalog in memory. */
export function* generateProducts(opts: CatalogOptions): Generator<SeedProduct, void, undefined> {
  assertCount(opts.products);
  yield* productsOf(buildBase(opts.seed ?? DEFAULT_SEED), opts.products);
}

/** Same products as generateProducts, grouped into arrays of `batchSize` (default 1000). */
export function* generateProductBatches(opts: ProductBatchOptions): Generator<SeedProduct[], void, undefined> {
  const batchSize = opts.batchSize ?? 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError("batchSize must be a positive integer");
  let batch: SeedProduct[] = [];
  for (const product of generateProducts(opts)) {
    batch.push(product);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export function generateCatalog(opts: CatalogOptions): SeedCatalog {
  assertCount(opts.products);
  const base = buildBase(opts.seed ?? DEFAULT_SEED);
  return {
    departments: base.taxonomy.departments,
    categories: base.taxonomy.categories,
    vendors: base.vendors.map((profile) => profile.vendor),
    serviceProviders: base.services.serviceProviders,
    services: base.services.services,
    plans: base.services.plans,
    products: Array.from(productsOf(base, opts.products)),
  };
}
