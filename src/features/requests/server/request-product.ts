import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productVariations, products, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { effectivePriceCents, type SeePrice } from "@/features/catalog/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { REQUEST_MESSAGES } from "../rules";
import type { RequestInput } from "../schemas";
import { getConfig } from "@/lib/config";

export type TargetProduct = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  vendorId: number;
  vendorName: string;
  vendorSlug: string;
  seePrice: SeePrice;
  sampleProduct: boolean;
  allowCustomization: string;
  inStock: "Y" | "N";
  quantity: number;
  minimumOrder: number | null;
  priceCents: number | null;
};

/**
 * The product a request is about, in one query, with the server's own price. A variation
 * product offers samples when the product or any of its variations does.
 */
export async function loadTargetProduct(productId: number, now = new Date()): Promise<TargetProduct | null> {
  const db = await getDb();
  const x = productVariations;
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      type: products.type,
      vendorId: products.vendorId,
      vendorName: vendors.name,
      vendorSlug: vendors.slug,
      seePrice: sql<SeePrice>`${products.seePrice}`,
      allowCustomization: products.allowCustomization,
      inStock: sql<"Y" | "N">`${products.inStock}`,
      quantity: products.quantity,
      minimumOrder: products.minimumOrder,
      sampleProduct: sql<boolean>`(${products.sampleProduct} or exists(select 1 from ${x} where ${x.productId} = ${products.id} and ${x.sampleProduct}))`,
      price_cents: products.priceCents,
      price_catalog_cents: products.priceCatalogCents,
      price_discounted_cents: products.priceDiscountedCents,
      price_discounted_end: products.priceDiscountedEnd,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(products.id, productId));
  if (!row) return null;
  const { price_cents, price_catalog_cents, price_discounted_cents, price_discounted_end, ...rest } = row;
  const priceCents = effectivePriceCents(
    {
      priceCents: price_cents,
      catalogCents: price_catalog_cents,
      discountedCents: price_discounted_cents,
      discountEnd: price_discounted_end,
    },
    now,
  );
  return { ...rest, priceCents };
}

/**
 * Shared gate of every request endpoint: the body names the signed-in buyer (else 403), an
 * existing product (404) and that product's own vendor (400).
 */
export async function resolveRequest(viewer: Viewer, input: RequestInput): Promise<TargetProduct> {
  if (input.customer_id !== viewer.id) throw forbidden();
  const product = await loadTargetProduct(input.product_id);
  if (!product) throw notFound(REQUEST_MESSAGES.productMissing);
  if (product.vendorId !== input.vendor_id) throw new AppError("BAD_REQUEST", REQUEST_MESSAGES.wrongVendor);
  return product;
}

/**
 * Vendors have no contact column yet (the vendor portal will add one); until then each vendor's
 * requests go to a per-vendor address on a configurable domain.
 */
export function vendorEmail(vendorSlug: string): string {
  return `${vendorSlug}@${getConfig().VENDOR_MAIL_DOMAIN}`;
}

export function buyerLine(viewer: Viewer): string {
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
  const place = [viewer.state, viewer.country].filter(Boolean).join(", ");
  return `${name} <${viewer.email}>${place ? ` (${place})` : ""}`;
}
