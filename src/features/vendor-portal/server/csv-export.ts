import "server-only";
import { asc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { getDb } from "@/db/client";
import { categories, products } from "@/db/schema";
import { fromCents } from "@/lib/money";
import { IMPORT_COLUMNS } from "../import-rules";
import { vendorIdOf, type VendorContext } from "./access";

const cents = (c: number | null) => (c === null ? "" : fromCents(c).toFixed(2));

/** The whole catalog of the vendor in the import's own columns, so an edited export imports back as is. */
export async function exportProductsCsv(ctx: VendorContext): Promise<string> {
  const db = await getDb();
  const rows = await db
    .select({
      sku: products.sku,
      name: products.name,
      category: categories.slug,
      brand: products.brand,
      shortDescription: products.shortDescription,
      description: products.description,
      price: products.priceCatalogCents,
      discounted: products.priceDiscountedCents,
      end: products.priceDiscountedEnd,
      quantity: products.quantity,
      seePrice: products.seePrice,
      level: products.level,
      minimumOrder: products.minimumOrder,
      status: products.status,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.vendorId, vendorIdOf(ctx)))
    .orderBy(asc(products.sku));
  return Papa.unparse({
    fields: [...IMPORT_COLUMNS],
    data: rows.map((r) => [
      r.sku,
      r.name,
      r.category,
      r.brand,
      r.shortDescription,
      r.description,
      cents(r.price),
      cents(r.discounted),
      r.end ? r.end.toISOString().slice(0, 10) : "",
      r.quantity,
      r.seePrice === "already-requested" ? "request" : r.seePrice,
      r.level,
      r.minimumOrder ?? "",
      r.status === "pending_review" || r.status === "rejected" ? "" : r.status,
    ]),
  });
}
