import "server-only";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { items, products, vendors } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

export type ItemFilters = { q?: string; page?: number };

const LISTING = {
  id: products.id,
  itemId: products.itemId,
  name: products.name,
  sku: products.sku,
  vendor: vendors.name,
  manufacturer: products.manufacturer,
  mpn: products.mpn,
  gtin: products.gtin,
  ndc: products.ndc,
  packSize: products.packSize,
  packUnit: products.packUnit,
  pinned: products.itemPinned,
};

/**
 * Items sold by several vendors (newest first), each with its listings and what matched them; the
 * search finds an item by its name or by one of its listings' name, SKU, GTIN or NDC.
 */
export async function listItems(f: ItemFilters) {
  const db = await getDb();
  const q = f.q ? `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const cond = q
    ? sql`(lower(${items.name}) like ${q} or exists (select 1 from ${products} p where p.item_id = ${items.id}
        and (lower(p.name) like ${q} or lower(p.sku) like ${q} or p.gtin like ${q} or p.ndc like ${q})))`
    : undefined;
  const [rows, [tot]] = await Promise.all([
    db
      .select({ id: items.id, name: items.name, matchKey: items.matchKey })
      .from(items)
      .where(cond)
      .orderBy(desc(items.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(items).where(cond),
  ]);
  const listings = rows.length
    ? await db
        .select(LISTING)
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(
          inArray(
            products.itemId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(products.id))
    : [];
  return {
    data: rows.map((r) => ({ ...r, listings: listings.filter((l) => l.itemId === r.id) })),
    total: tot?.n ?? 0,
  };
}

/**
 * Moves every listing of item `from` into item `into` and removes `from`. The moved listings are pinned,
 * so a later edit of their identifiers does not undo the operator's choice. Audited with both lists.
 */
export async function mergeItems(actor: Actor, from: number, into: number) {
  if (from === into) throw badRequest("Choose another item to merge into; an item cannot merge into itself.");
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: items.id, name: items.name })
      .from(items)
      .where(inArray(items.id, [from, into]))
      .for("update");
    const target = found.find((i) => i.id === into);
    if (!found.some((i) => i.id === from)) throw notFound(`No item ${from}.`);
    if (!target) throw notFound(`No item ${into} to merge into; check its number on this page.`);
    const moved = await tx
      .update(products)
      .set({ itemId: into, itemPinned: true })
      .where(eq(products.itemId, from))
      .returning({ id: products.id });
    await tx.delete(items).where(eq(items.id, from));
    await recordAudit(tx, actor, {
      action: "item.merge",
      targetType: "item",
      targetId: into,
      before: { item: from, listings: moved.map((m) => m.id) },
      after: { item: into },
    });
    return { into, name: target.name, ids: moved.map((m) => m.id) };
  });
  await announceChange({ kind: "product", ids: result.ids });
  return result;
}

/**
 * Takes one listing out of its item: it stands alone and stays so (pinned) whatever its identifiers
 * say. An item left with one listing is removed, as an item is what several vendors share.
 */
export async function splitListing(actor: Actor, productId: number, itemId: number) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [p] = await tx
      .select({ name: products.name, itemId: products.itemId })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!p) throw notFound(`No product ${productId}.`);
    if (p.itemId !== itemId) throw new AppError("CONFLICT", `${p.name} is not a listing of item ${itemId}.`);
    await tx.update(products).set({ itemId: null, itemPinned: true }).where(eq(products.id, productId));
    const rest = await tx.select({ id: products.id }).from(products).where(eq(products.itemId, itemId));
    if (rest.length < 2) {
      await tx.update(products).set({ itemId: null }).where(eq(products.itemId, itemId));
      await tx.delete(items).where(eq(items.id, itemId));
    }
    await recordAudit(tx, actor, {
      action: "item.split",
      targetType: "product",
      targetId: productId,
      before: { item: itemId },
      after: { item: null, pinned: true, item_removed: rest.length < 2 },
    });
    return { id: productId, name: p.name, ids: [productId, ...rest.map((r) => r.id)] };
  });
  await announceChange({ kind: "product", ids: result.ids });
  return result;
}
