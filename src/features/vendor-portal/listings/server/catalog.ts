import "server-only";
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { effectivePriceCents } from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { badRequest } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import type { ProductListQuery } from "../schema";
import { vendorIdOf, type VendorContext } from "../../server/access";

export const PRODUCTS_PAGE_SIZE = 50;
const dollars = (c: number | null) => (c === null ? null : fromCents(c));

/** The vendor's own listings (every status), by SKU or text, 50 per page. */
export async function listVendorProducts(ctx: VendorContext, query: ProductListQuery) {
  const db = await getDb();
  const where: SQL[] = [eq(products.vendorId, vendorIdOf(ctx))];
  if (query.sku) where.push(eq(products.sku, query.sku));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(products.name, like), ilike(products.sku, like))!);
  }
  const cond = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(products).where(cond);
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      slug: products.slug,
      priceCents: products.priceCents,
      catalogCents: products.priceCatalogCents,
      discountedCents: products.priceDiscountedCents,
      discountEnd: products.priceDiscountedEnd,
      quantity: products.quantity,
      inStock: products.inStock,
      seePrice: products.seePrice,
      level: products.level,
      status: products.status,
      manufacturer: products.manufacturer,
      mpn: products.mpn,
      ndc: products.ndc,
      gtin: products.gtin,
      packSize: products.packSize,
      packUnit: products.packUnit,
      itemId: products.itemId,
    })
    .from(products)
    .where(cond)
    .orderBy(asc(products.sku))
    .limit(PRODUCTS_PAGE_SIZE)
    .offset((query.page - 1) * PRODUCTS_PAGE_SIZE);
  const now = new Date();
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      sku: r.sku,
      name: r.name,
      slug: r.slug,
      price: dollars(effectivePriceCents(r, now)),
      price_catalog: dollars(r.catalogCents),
      price_discounted: dollars(r.discountedCents),
      price_discounted_end: r.discountEnd?.toISOString() ?? null,
      quantity: r.quantity,
      in_stock: r.inStock === "Y" ? ("Y" as const) : ("N" as const),
      see_price: r.seePrice,
      level: r.level,
      status: r.status,
      manufacturer: r.manufacturer,
      mpn: r.mpn,
      ndc: r.ndc,
      gtin: r.gtin,
      pack_size: r.packSize,
      pack_unit: r.packUnit,
      item_id: r.itemId,
    })),
  };
}

/**
 * Sets stock by SKU, all or nothing: one SKU that is not this vendor's refuses the whole list.
 * A quantity of 0 marks the product out of stock; any other quantity puts it back in stock.
 */
export async function updateInventory(ctx: VendorContext, rows: { sku: string; quantity: number }[]) {
  const vendorId = vendorIdOf(ctx);
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.sku)) throw badRequest(`SKU ${r.sku} is listed twice.`);
    seen.add(r.sku);
  }
  const db = await getDb();
  const ids = await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.vendorId, vendorId), inArray(products.sku, [...seen])))
      .for("update");
    const bySku = new Map(own.map((p) => [p.sku, p.id]));
    const unknown = [...seen].filter((s) => !bySku.has(s));
    if (unknown.length)
      throw badRequest(
        `Not your SKU${unknown.length > 1 ? "s" : ""}: ${unknown.slice(0, 10).join(", ")}${unknown.length > 10 ? "…" : ""}. Nothing was changed.`,
      );
    const values = sql.join(
      rows.map((r) => sql`(${bySku.get(r.sku)!}::int, ${r.quantity}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${products} set quantity = v.q, in_stock = case when v.q > 0 then 'Y' else 'N' end
          from (values ${values}) as v(id, q) where ${products.id} = v.id`,
    );
    return own.map((p) => p.id);
  });
  await announceChange({ kind: "product", ids });
  return { updated: ids.length };
}
