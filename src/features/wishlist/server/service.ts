import "server-only";
import type { Bound } from "@/db/prepared";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jsonListOrEmpty, jsonObject, selectValues } from "@/db/json";
import { products, services, vendors, wishlists } from "@/db/schema";
import { UNAVAILABLE_MESSAGE, visibleListing } from "@/features/catalog/server";
import type { Viewer } from "@/features/accounts/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import type { WishlistState } from "../schemas";

/** SPEC §5/§6: sales reps have no wishlist at all. */
function assertCanWishlist(viewer: Viewer): void {
  if (viewer.isSalesRep) throw forbidden("The wishlist is not available for sales reps.");
}

async function countFor(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlists)
    .where(eq(wishlists.userId, userId));
  return row?.n ?? 0;
}

/** Saves the item when absent, removes it when present; answers the new state and total count. */
export async function toggleWishlist(viewer: Viewer, target: { productId?: number | null; serviceId?: number | null }) {
  const db = await getDb();
  assertCanWishlist(viewer);
  const { productId, serviceId } = target;
  let hidden = false;
  if (productId) {
    const [p] = await db
      .select({ id: products.id, visible: sql<boolean>`${visibleListing()}` })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(eq(products.id, productId))
      .limit(1);
    if (!p) throw notFound("Product not found.");
    hidden = !p.visible;
  } else if (serviceId) {
    const [s] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).limit(1);
    if (!s) throw notFound("Service not found.");
  }
  const match = productId
    ? and(eq(wishlists.userId, viewer.id), eq(wishlists.productId, productId))
    : and(eq(wishlists.userId, viewer.id), eq(wishlists.serviceId, serviceId!));
  const removed = await db.delete(wishlists).where(match).returning({ id: wishlists.id });
  let saved = false;
  if (removed.length === 0) {
    // removing a hidden product is fine; saving one is not (nothing was deleted above)
    if (hidden) throw new AppError("UNPROCESSABLE", UNAVAILABLE_MESSAGE);
    // A double click racing itself must not fail on the unique index: the second insert is a no-op.
    await db
      .insert(wishlists)
      .values({ userId: viewer.id, productId: productId ?? null, serviceId: serviceId ?? null })
      .onConflictDoNothing();
    saved = true;
  }
  return { success: true, saved, count: await countFor(db, viewer.id) };
}

export async function getWishlist(viewer: Viewer): Promise<WishlistState> {
  assertCanWishlist(viewer);
  const db = await getDb();
  return wishlistState((await selectValues(db, { rows: wishlistRowsSql(viewer.id) })).rows);
}

type SavedRow = { product_id: number | null; service_id: number | null };

/** The buyer's saved products and services, newest first, as SQL: read alone or with the buyer's other values. */
export function wishlistRowsSql(userId: Bound<string>): SQL<SavedRow[]> {
  const w = wishlists;
  return jsonListOrEmpty(
    jsonObject({ product_id: w.productId, service_id: w.serviceId }),
    sql`from ${w} where ${w.userId} = ${userId}`,
    sql`${w.createdAt} desc, ${w.id} desc`,
  );
}

export function wishlistState(rows: SavedRow[]): WishlistState {
  const data = rows.filter((r) => r.product_id !== null).map((r) => ({ product_id: r.product_id! }));
  const serviceWishlist = rows.filter((r) => r.service_id !== null).map((r) => ({ service_id: r.service_id! }));
  return { success: true, data, serviceWishlist, count: rows.length };
}
