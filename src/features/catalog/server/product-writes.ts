import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { AppError } from "@/lib/errors";

export type PriceChange = { priceCents: number; catalogCents?: number | null; discountedCents?: number | null };

/**
 * The catalog's write path for a product's price (the vendor portal's edit form calls it): writes the
 * row, then, after commit, announces the product so every cache and index holding it updates.
 */
export async function setProductPrice(productId: number, change: PriceChange): Promise<void> {
  const cents = [change.priceCents, change.catalogCents, change.discountedCents];
  if (cents.some((c) => c !== undefined && c !== null && (!Number.isInteger(c) || c < 0)))
    throw new AppError("BAD_REQUEST", "A price must be a whole number of cents, zero or more.");
  const db = await getDb();
  const updated = await db
    .update(products)
    .set({
      priceCents: change.priceCents,
      ...(change.catalogCents !== undefined && { priceCatalogCents: change.catalogCents }),
      ...(change.discountedCents !== undefined && { priceDiscountedCents: change.discountedCents }),
    })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!updated.length) throw new AppError("NOT_FOUND", "This product does not exist.");
  await announceChange({ kind: "product", ids: [productId] });
}
