import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { cartKeyFor, loadProductLines } from "@/features/cart/server";
import { HIDDEN_BUY_VENDOR_ID, offersFor } from "@/features/catalog/server";

export type RfqDraft = {
  vendors: { id: number; name: string; suggested: boolean }[];
  items: { product_id: number | null; description: string; quantity: number }[];
};

/**
 * What a new request for quote starts from: an item's offers (its vendors suggested), the cart (its lines,
 * and the vendors of those items), or nothing (free text). Every selling vendor can be chosen.
 */
export async function rfqDraft(viewer: Viewer, from: { product?: number; cart?: boolean }): Promise<RfqDraft> {
  const db = await getDb();
  const all = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.status, "active"), ne(vendors.id, HIDDEN_BUY_VENDOR_ID)))
    .orderBy(asc(vendors.name));
  const suggested = new Set<number>();
  const items: RfqDraft["items"] = [];
  const productIds: number[] = [];
  if (from.product) productIds.push(from.product);
  if (from.cart) {
    const lines = await loadProductLines(db, await cartKeyFor(db, viewer));
    for (const l of lines.slice(0, 50)) {
      items.push({
        product_id: l.productId,
        description: l.caption ? `${l.name} (${l.caption})` : l.name,
        quantity: l.quantity,
      });
      productIds.push(l.productId);
    }
  }
  // every item's offers in one read
  const offersByProduct = await offersFor([...new Set(productIds)], viewer);
  for (const id of new Set(productIds)) {
    const offers = offersByProduct.get(id) ?? [];
    for (const o of offers) suggested.add(o.vendor_id);
    const own = offers.find((o) => o.current);
    if (from.product === id && own)
      items.push({ product_id: id, description: own.name, quantity: Math.max(1, own.minimum_order ?? 1) });
  }
  return {
    vendors: all.map((v) => ({ ...v, suggested: suggested.has(v.id) })),
    items: items.length ? items : [{ product_id: null, description: "", quantity: 1 }],
  };
}
