import "server-only";
import { and, desc, eq, getTableName, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db/client";
import { products, vendors } from "@/db/schema";
import { onChange } from "@/lib/change-bus";
import { getConfig } from "@/lib/config";
import { ttlCache } from "@/lib/ttl-cache";
import { ACTIVE_VENDOR_STATUS, VISIBLE_PRODUCT_STATUS } from "../visibility-rules";

export type VendorSummary = {
  id: number;
  name: string;
  slug: string;
  about: string;
  city: string | null;
  state: string | null;
  minimum_amount_for_free_shipping_cents: number | null;
  is_featured: boolean;
  products: number;
  /** names of the uploaded pictures (see productImageUrl), null when the vendor has none */
  logo_file: string | null;
  header_file: string | null;
  shipping_fee_cents: number | null;
  payment_terms: string | null;
};

// A select from one table prints its columns unqualified, so inside the count's subquery `vendors.id`
// would read as the product's own id (every vendor showed the same count): the subquery names its
// products `pc` and the outer vendor in full. The outer query keeps only active vendors.
const col = (table: string, c: { name: string }) => sql`${sql.identifier(table)}.${sql.identifier(c.name)}`;
const ownCount = sql<number>`(select count(*)::int from ${products} pc
  where ${col("pc", products.vendorId)} = ${col(getTableName(vendors), vendors.id)}
    and ${col("pc", products.status)} = ${VISIBLE_PRODUCT_STATUS})`;

// Typed through the schema, so a renamed column fails the typecheck; the count is of visible products.
const COLUMNS = {
  id: vendors.id,
  name: vendors.name,
  slug: vendors.slug,
  about: vendors.about,
  city: vendors.city,
  state: vendors.state,
  minimum_amount_for_free_shipping_cents: vendors.minimumAmountForFreeShippingCents,
  is_featured: vendors.isFeatured,
  logo_file: vendors.logoFile,
  header_file: vendors.headerFile,
  shipping_fee_cents: vendors.shippingFeeCents,
  payment_terms: vendors.paymentTerms,
  products: ownCount,
};

// A suspended vendor leaves the storefront with its products: no shop page, not in the list.
const active = eq(vendors.status, ACTIVE_VENDOR_STATUS);

// The list counts every vendor's visible products (a scan of the catalog: ~0.6 s at 100k products)
// and is the same for every viewer, so it is shared like the collections until a catalog write.
const vendorListCache = ttlCache<VendorSummary[]>(getConfig().CATALOG_COLLECTION_TTL_MS, 10, "vendor-list");
onChange(({ kind }) => {
  if (kind !== "content" && kind !== "service" && kind !== "provider") vendorListCache.clear();
});

/** Every active vendor with its product count; featured vendors first. */
export function listVendors(limit = 500): Promise<VendorSummary[]> {
  return vendorListCache.get(String(limit), async () => {
    const db = await getDb();
    return db.select(COLUMNS).from(vendors).where(active).orderBy(desc(vendors.isFeatured), vendors.name).limit(limit);
  });
}

export const getVendorBySlug = cache(async (slug: string): Promise<VendorSummary | null> => {
  if (!/^[a-z0-9][a-z0-9-]{0,190}$/.test(slug)) return null;
  const db = await getDb();
  const [row] = await db
    .select(COLUMNS)
    .from(vendors)
    .where(and(eq(vendors.slug, slug), active));
  return row ?? null;
});
