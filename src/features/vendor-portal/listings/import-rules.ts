/**
 * Pure checks of a product CSV row (header row is row 1, so the first product is row 2, as a spreadsheet shows it).
 * Empty cells mean "leave as is" on an update; a new SKU needs name, category and price. A row is a listing,
 * or (by its row_type) one of a listing's variations, set items or videos: see import-child-rules.ts.
 */
import { checkChildRow, ROW_TYPES, type ChildRow } from "./import-child-rules";
import { normalizeGtin, normalizeNdc } from "@/features/catalog";
import { cellBoolean, cellMoney, cellWhole, type Cell } from "./import-cells";

export { IMPORT_COLUMNS } from "./import-cells";

export const SEE_PRICES = ["without_login", "login", "request", "level"] as const;
const STATUSES = ["draft", "published", "unpublished"] as const;

export type ImportRow = {
  kind: "listing";
  row: number;
  sku: string;
  name?: string;
  category?: string;
  brand?: string;
  shortDescription?: string;
  description?: string;
  priceCents?: number;
  discountedCents?: number | null;
  discountEnd?: string | null;
  quantity?: number;
  seePrice?: string;
  level?: number;
  minimumOrder?: number | null;
  maxThreshold?: number | null;
  sampleProduct?: boolean;
  status?: string;
  manufacturer?: string;
  mpn?: string;
  ndc?: string;
  gtin?: string;
  packSize?: number;
  packUnit?: string;
};
/** The cells that say what the product is across vendors: a row setting one re-matches the listing's item. */
export const IDENTITY_CELLS = ["manufacturer", "mpn", "ndc", "gtin", "packSize", "packUnit"] as const;
export type RowError = { row: number; message: string };
export type CheckedRow = ImportRow | ChildRow;

/** Cells a listing row leaves empty: they belong to the rows of its variations, set items and videos. */
const CHILD_ONLY = ["parent_sku", "option", "video"] as const;

/** Checks one record; returns the typed row or the first problem as "row 7: price must be a number". */
export function checkRow(record: Record<string, string | undefined>, row: number): CheckedRow | RowError {
  const cell: Cell = (k) => (record[k] ?? "").trim();
  const fail = (message: string): RowError => ({ row, message: `row ${row}: ${message}` });
  const type = cell("row_type").toLowerCase();
  if (type && type !== "listing") {
    if (!(ROW_TYPES as readonly string[]).includes(type))
      return fail(`row_type must be one of listing, ${ROW_TYPES.join(", ")} (or empty for a listing)`);
    return checkChildRow(type as ChildRow["kind"], cell, row);
  }
  const out: ImportRow = { kind: "listing", row, sku: cell("sku") };
  if (!out.sku) return fail("sku is required");
  if (out.sku.length > 64) return fail("sku must be at most 64 characters");
  const stray = CHILD_ONLY.find((k) => cell(k));
  if (stray) return fail(`${stray} is only for the rows of a listing's variations, set items or videos (set row_type)`);
  if (cell("name")) out.name = cell("name").slice(0, 200);
  if (cell("category")) out.category = cell("category");
  if (cell("brand")) out.brand = cell("brand").slice(0, 100);
  if (cell("short_description")) out.shortDescription = cell("short_description");
  if (cell("description")) out.description = cell("description");
  const numbers = [
    ["price", () => cellMoney(cell, "price")],
    ["price_discounted", () => cellMoney(cell, "price_discounted")],
    ["quantity", () => cellWhole(cell, "quantity", 0, 10_000_000)],
    ["level", () => cellWhole(cell, "level", 1, 5)],
    ["minimum_order", () => cellWhole(cell, "minimum_order", 1, 100_000)],
    ["max_quantity_threshold", () => cellWhole(cell, "max_quantity_threshold", 1, 100_000)],
    ["pack_size", () => cellWhole(cell, "pack_size", 1, 100_000)],
  ] as const;
  const read: Partial<Record<(typeof numbers)[number][0], number>> = {};
  for (const [key, parse] of numbers) {
    const v = parse();
    if (typeof v === "string") return fail(v);
    if (v !== undefined) read[key] = v;
  }
  if (read.price !== undefined) out.priceCents = read.price;
  if (read.price_discounted !== undefined) out.discountedCents = read.price_discounted;
  if (read.quantity !== undefined) out.quantity = read.quantity;
  if (read.level !== undefined) out.level = read.level;
  if (read.minimum_order !== undefined) out.minimumOrder = read.minimum_order;
  if (read.max_quantity_threshold !== undefined) out.maxThreshold = read.max_quantity_threshold;
  if (read.pack_size !== undefined) out.packSize = read.pack_size;
  if (cell("manufacturer")) out.manufacturer = cell("manufacturer").slice(0, 120);
  if (cell("mpn")) out.mpn = cell("mpn").slice(0, 64);
  if (cell("pack_unit")) out.packUnit = cell("pack_unit").slice(0, 40);
  if (cell("ndc")) {
    const ndc = normalizeNdc(cell("ndc"));
    if (!ndc) return fail("ndc must be 10 or 11 digits, dashes allowed (like 12345-678-90)");
    out.ndc = ndc;
  }
  if (cell("gtin")) {
    const gtin = normalizeGtin(cell("gtin"));
    if (!gtin) return fail("gtin must be 8, 12, 13 or 14 digits");
    out.gtin = gtin;
  }
  if (cell("price_discounted_end")) {
    const d = cell("price_discounted_end");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)))
      return fail("price_discounted_end must be a date like 2027-03-31");
    out.discountEnd = d;
  }
  const sample = cellBoolean(cell, "sample_product");
  if (typeof sample === "string") return fail(sample);
  if (sample !== undefined) out.sampleProduct = sample;
  if (cell("see_price")) {
    if (!(SEE_PRICES as readonly string[]).includes(cell("see_price")))
      return fail(`see_price must be one of ${SEE_PRICES.join(", ")}`);
    out.seePrice = cell("see_price");
  }
  if (cell("status")) {
    if (!(STATUSES as readonly string[]).includes(cell("status")))
      return fail(`status must be one of ${STATUSES.join(", ")}`);
    out.status = cell("status");
  }
  if (out.discountedCents !== undefined && out.priceCents !== undefined && out.discountedCents! >= out.priceCents)
    return fail("price_discounted must be lower than price");
  if (out.minimumOrder != null && out.maxThreshold != null && out.maxThreshold < out.minimumOrder)
    return fail("max_quantity_threshold must be at least minimum_order");
  return out;
}

/** What a new SKU must carry beyond an update. */
export function missingForCreate(r: ImportRow): string | null {
  const missing = [!r.name && "name", !r.category && "category", r.priceCents === undefined && "price"].filter(Boolean);
  return missing.length ? `row ${r.row}: a new SKU needs ${missing.join(", ")}` : null;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}
