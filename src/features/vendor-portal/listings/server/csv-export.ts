import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, productSetItems, productVariations, productVideos, products } from "@/db/schema";
import { toCsv } from "@/lib/csv";
import { fromCents } from "@/lib/money";
import { IMPORT_COLUMNS, yesNo, type ImportColumn } from "../import-cells";
import { videoCell, type StoredVideo } from "../import-child-rules";
import { vendorIdOf, type VendorContext } from "../../server/access";

const cents = (c: number | null) => (c === null ? "" : fromCents(c).toFixed(2));
type Line = Partial<Record<ImportColumn, string | number>>;

const groupBy = <T extends { productId: number }>(rows: T[]) => {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r]);
  return out;
};

/**
 * The whole catalog of the vendor in the import's own columns, so an edited export imports back as is:
 * each listing's row, then the rows of its variations (in the storefront's order), set items and videos.
 */
export async function exportProductsCsv(ctx: VendorContext): Promise<string> {
  const db = await getDb();
  const mine = eq(products.vendorId, vendorIdOf(ctx));
  const [rows, variations, setItems, videos] = await Promise.all([
    db
      .select({ product: products, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(mine)
      .orderBy(asc(products.sku)),
    db
      .select({ v: productVariations })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(mine)
      .orderBy(asc(productVariations.position), asc(productVariations.id)),
    db
      .select({ s: productSetItems })
      .from(productSetItems)
      .innerJoin(products, eq(products.id, productSetItems.productId))
      .where(mine)
      .orderBy(asc(productSetItems.id)),
    db
      .select({ v: productVideos })
      .from(productVideos)
      .innerJoin(products, eq(products.id, productVideos.productId))
      .where(mine)
      .orderBy(asc(productVideos.id)),
  ]);
  const variationsOf = groupBy(variations.map((r) => r.v));
  const setOf = groupBy(setItems.map((r) => r.s));
  const videosOf = groupBy(videos.map((r) => r.v));
  const lines: Line[] = [];
  for (const { product: p, category } of rows) {
    lines.push({
      sku: p.sku,
      name: p.name,
      category,
      brand: p.brand,
      short_description: p.shortDescription,
      description: p.description,
      price: cents(p.priceCatalogCents ?? p.priceCents),
      price_discounted: cents(p.priceDiscountedCents),
      price_discounted_end: p.priceDiscountedEnd ? p.priceDiscountedEnd.toISOString().slice(0, 10) : "",
      quantity: p.quantity,
      see_price: p.seePrice === "already-requested" ? "request" : p.seePrice,
      level: p.level,
      minimum_order: p.minimumOrder ?? "",
      max_quantity_threshold: p.maxQuantityThreshold ?? "",
      sample_product: yesNo(p.sampleProduct),
      // a listing waiting for or refused by moderation keeps its state: the cell stays empty
      status: p.status === "pending_review" || p.status === "rejected" ? "" : p.status,
      manufacturer: p.manufacturer ?? "",
      mpn: p.mpn ?? "",
      ndc: p.ndc ?? "",
      gtin: p.gtin ?? "",
      pack_size: p.packSize ?? "",
      pack_unit: p.packUnit ?? "",
    });
    for (const v of variationsOf.get(p.id) ?? [])
      lines.push({
        sku: v.sku,
        row_type: "variation",
        parent_sku: p.sku,
        option: v.caption,
        price: cents(v.priceCatalogCents ?? v.priceCents),
        price_discounted: cents(v.priceDiscountedCents),
        quantity: v.quantity,
        minimum_order: v.minimumOrder ?? "",
        max_quantity_threshold: v.maxQuantityThreshold ?? "",
        sample_product: yesNo(v.sampleProduct),
      });
    for (const s of setOf.get(p.id) ?? [])
      lines.push({ sku: s.sku, row_type: "set_item", parent_sku: p.sku, name: s.name, quantity: s.qty });
    for (const v of videosOf.get(p.id) ?? [])
      lines.push({
        row_type: "video",
        parent_sku: p.sku,
        video: videoCell({ type: v.videoType as StoredVideo["type"], name: v.name }),
      });
  }
  // text cells that look like formulas leave with an apostrophe; the import takes it off again
  return toCsv(
    IMPORT_COLUMNS,
    lines.map((l) => IMPORT_COLUMNS.map((c) => l[c] ?? "")),
  );
}
